import { z } from 'zod';
import { NO_CONTROL_IN_TEXT } from '../rules/control-characters.js';

/** The message for text that holds control characters (PostgreSQL text cannot even store NUL). */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

// eslint-disable-next-line no-control-regex -- single-line values refuse line breaks and tabs too
const NO_CONTROL_IN_LINE = /^[^\u0000-\u001F\u007F]*$/;

/**
 * Every string a client sends goes through one of these two, so a control character is a 400
 * with a clear message at the contract, never a database error. Multi-line text (explanations,
 * report messages) keeps tabs and line breaks; everything else (ids, names, search, query
 * values) refuses them too.
 */
type StringParams = Parameters<typeof z.string>[0];
export const inputText = (params?: StringParams) => z.string(params).regex(NO_CONTROL_IN_TEXT, CONTROL_CHARACTER_MESSAGE);
export const inputLine = (params?: StringParams) => z.string(params).regex(NO_CONTROL_IN_LINE, CONTROL_CHARACTER_MESSAGE);

/** Largest page number the admin list accepts (far beyond any real bank, well inside SQL's integers). */
export const MAX_PAGE = 100_000;
