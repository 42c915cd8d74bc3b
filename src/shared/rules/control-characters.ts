/** Control characters multi-line text may not hold: all but tab, line feed and carriage return. */
const TEXT_CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';

/** Multi-line text without a refused control character (the contract's rule; no zod, for the client). */
export const NO_CONTROL_IN_TEXT = new RegExp(`^[^${TEXT_CONTROL_RANGES}]*$`);

const CONTROL_IN_TEXT = new RegExp(`[${TEXT_CONTROL_RANGES}]`, 'g');

/** Multi-line text with what the contract would refuse taken out (text pasted from other programs). */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_IN_TEXT, '');
