import { API_PATHS } from '@shared/api-paths';
import type { ReportPayload } from '@shared/contract/reports';
import { api, ApiRequestError } from '../../lib/api-client';

/** POST /api/reports: a learner's report of a problem with a question (no account). */
export const sendReport = (report: ReportPayload): Promise<unknown> => api.post(API_PATHS.reports, report);

/** What the dialog says when a report could not be sent. */
export type SendProblem = { kind: 'offline' | 'rateLimited' | 'gone' | 'invalid' | 'failed' };

/**
 * The device says it is offline, or the request never reached the server (fetch throws a
 * TypeError): offline. Otherwise the server's status decides.
 */
export function sendProblem(error: unknown, online: boolean): SendProblem {
  if (!online || !(error instanceof ApiRequestError)) return { kind: 'offline' };
  if (error.status === 429) return { kind: 'rateLimited' };
  if (error.status === 404) return { kind: 'gone' };
  // The server's own message is in English: the dialog says it in the page's language instead.
  if (error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}
