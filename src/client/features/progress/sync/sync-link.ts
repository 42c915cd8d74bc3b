/** The hash of a link that carries a code: /progress#sync=word-word-… */
const PREFIX = '#sync=';

export const syncLink = (origin: string, progressPath: string, words: readonly string[]) => `${origin}${progressPath}${PREFIX}${words.join('-')}`;

/** The code a link carried, as the learner would type it (checked when they press Join). */
export function codeFromHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  const code = decodeURIComponent(hash.slice(PREFIX.length)).replace(/-/g, ' ').trim();
  return code || null;
}
