import { ADMIN_QUESTION_PREVIEW_LENGTH } from '../../../config/constants';

const ELLIPSIS = '…';

/** The table's question preview: the first 100 characters, with an ellipsis when cut. */
export function previewText(text: string, max: number = ADMIN_QUESTION_PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
