/// <reference lib="webworker" />
import { readBackup } from './backup';

/** Reads an export file off the page's main thread: a large file never freezes the page. */
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(readBackup(event.data));
};
