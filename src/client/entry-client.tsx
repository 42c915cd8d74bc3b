import './styles/global.css';
import { captureEarlyTaps, dropEarlyTaps } from './lib/hydration/early-taps';

// Should the app's code fail to load or run, the page stops holding taps it could never replay.
const loadApp = () => void import('./boot-client').catch((error: unknown) => {
  dropEarlyTaps();
  console.error('The app did not start', error);
});

/**
 * The page the server sent is complete and readable: let the browser paint it before any of the
 * app's code is fetched and run, then load the app, which makes the same page interactive.
 *
 * "After the paint" is the browser's own first-contentful-paint entry where it reports one: a
 * frame callback alone can run before a slow first paint, and the app's code then competes with
 * it. The offline shell has nothing to paint, and a page opened in a background tab reports no
 * paint entry, so those load the app after the next frame.
 */
function afterFirstPaint(run: () => void) {
  const hasContent = document.getElementById('root')?.firstElementChild;
  if (!hasContent || document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(run);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the entry never come, the page still becomes interactive.
  setTimeout(start, 3000);
}

// A control tapped before the app has hydrated the page keeps its tap until then.
captureEarlyTaps();
afterFirstPaint(loadApp);
