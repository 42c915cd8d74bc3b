import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http-errors.js';

/**
 * The version an admin's write was made from, sent as `If-Match: "<version>"` (the value of the
 * record's `version`, which GET also sends as its ETag). Absent or `*`: the write applies to
 * whatever is current (a script's choice; the admin panel always sends it).
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match must be the version you opened, for example "3"');
  return Number(match[1]);
}

export const versionTag = (version: number) => `"${version}"`;

/** Someone else changed the record since the admin opened it: nothing was written. */
export const changedMeanwhile = (what: string, current: unknown, lastChange: { by: string | null; at: string } | undefined) =>
  new HttpError(
    409,
    `This ${what} was changed${lastChange?.by ? ` by ${lastChange.by}` : ''} since you opened it. Nothing was saved: look at what changed, then save again.`,
    { current, last_change: lastChange ?? null },
  );
