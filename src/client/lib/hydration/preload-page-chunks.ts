import { nextTask } from './next-task';

/**
 * Starting a preload costs the main thread 2–4 ms on a phone: the page's twenty or so chunks,
 * asked for in one task by Vite's loader, made a long task (decision 049).
 */
const PER_TASK = 6;

/**
 * Asks for the chunks of the server-rendered page (the starter's `data-page-chunks`), a few per
 * task, so that the loader of the page's code finds them all asked for and adds none itself.
 */
export async function preloadPageChunks(): Promise<void> {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.pageChunks?.split(' ').filter(Boolean) ?? [];
  for (let start = 0; start < chunks.length; start += PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of chunks.slice(start, start + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
