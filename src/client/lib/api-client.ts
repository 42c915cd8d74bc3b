import type { ApiError } from '@shared/contract/errors';

/** A failed API call: status and the server's `{ error, message }` when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiError,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Parameters are sent only when set.
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(withQuery(path, options.query), {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    let body: ApiError | undefined;
    try {
      body = (await response.json()) as ApiError;
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(response.status, body?.message ?? response.statusText, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Names the version a write was made from: the server refuses it (409) if the record has moved on. */
export const ifMatch = (version: number | undefined): Record<string, string> => (version === undefined ? {} : { 'if-match': `"${version}"` });

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal, headers?: Record<string, string>) => apiRequest<T>('GET', path, { query, signal, headers }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('PUT', path, { body, headers }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string, headers?: Record<string, string>) => apiRequest<T>('DELETE', path, { headers }),
};
