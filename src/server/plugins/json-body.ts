import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors.js';

/** No request of this API nests JSON deeper than a few levels; a body past this is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `max` (strings are skipped). One pass
 * over the characters: a megabyte of `[[[[…` costs a millisecond here, where parsing it held the
 * event loop for a second.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

/** JSON bodies: refused when nested too deep, otherwise parsed by Fastify's own safe parser. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(`Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
});
