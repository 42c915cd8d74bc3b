import { readBackup, type ReadBackup } from './backup';

/** Reads an export file in a worker where the browser has them (else here). */
export function readBackupOffThread(text: string): Promise<ReadBackup> {
  if (typeof Worker === 'undefined') return Promise.resolve(readBackup(text));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./read-backup.worker.ts', import.meta.url), { type: 'module' });
    const done = (result: ReadBackup) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<ReadBackup>) => done(event.data);
    worker.onerror = () => done(readBackup(text));
    worker.postMessage(text);
  });
}

/** Gives the page a turn between chunks of work (input, painting). */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
