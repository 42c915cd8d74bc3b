/**
 * The installable, offline app (docs/decisions/019): named once for the build (vite.config.ts,
 * which writes the service worker) and the server (which serves its files and the shell).
 */

/** The page every learner route falls back to offline: the built page without content or state. */
export const APP_SHELL_PATH = '/app-shell';

/**
 * Files the browser must revalidate on every use: the service worker and the web app manifest
 * (their names never change, their content does), and the Workbox runtime the worker imports.
 */
export const isAlwaysRevalidated = (fileName: string): boolean =>
  fileName === 'sw.js' || fileName === 'manifest.webmanifest' || /^workbox-[\w-]+\.js$/.test(fileName);
