import type { HeldTap, TapHolder } from './lib/hydration/early-taps';

/**
 * The first script of every built page, inlined by the server at the end of <body>
 * (docs/decisions/048). It must stay a classic script: no import of anything but types (the
 * server refuses a build where this chunk imports another), so it runs during parsing, before
 * the first paint, with no request of its own.
 *
 * 1. It holds taps on controls from the first paint until the app has hydrated the page
 *    (docs/decisions/039): the app takes them through `window.tapHolder` and replays them.
 * 2. It lets the browser paint the server's page before any of the app's code is fetched, then
 *    loads the app, then links the web app manifest. The app's URL, the files it needs and the
 *    manifest's address come in the script's data attributes.
 */

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** The attribute a held control carries until its tap is replayed (styled in global.css). */
const WAITING = 'data-tap-waiting';
const CONTROLS = 'button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"]';

let held: HeldTap[] | undefined = [];

const inPage = (element: Element) => document.getElementById('root')?.contains(element) === true;

function hold(element: HTMLElement, kind: HeldTap['kind']) {
  if (!held) return;
  const index = held.findIndex((tap) => tap.element === element && tap.kind === kind);
  // A checkbox tapped twice before the page was ready is back where it was.
  if (index >= 0 && element instanceof HTMLInputElement && element.type === 'checkbox') {
    held.splice(index, 1);
    element.removeAttribute(WAITING);
    return;
  }
  if (index >= 0) return;
  held.push({ element, kind });
  element.setAttribute(WAITING, '');
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  // A link works before any script: the server renders the page at its address.
  if (!held || !target || target.closest('a[href]')) return;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control || !inPage(control)) return;
  // A select opens its own list natively; what is chosen there is held as a change (onChange).
  if (control instanceof HTMLSelectElement) return;
  // A label's click is forwarded by the browser to its input, which is held in its turn.
  if (control instanceof HTMLLabelElement) return;
  event.preventDefault();
  hold(control, 'click');
}

function onChange(event: Event) {
  if (event.target instanceof HTMLSelectElement && inPage(event.target)) hold(event.target, 'change');
}

document.addEventListener('click', onClick, true);
document.addEventListener('change', onChange, true);

const holder: TapHolder = {
  take() {
    const taps = held ?? [];
    held = undefined;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    return taps;
  },
  unmark: (element) => element.removeAttribute(WAITING),
};
window.tapHolder = holder;

/**
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

/** Installing the site as an app is for later: linked in the HTML, its manifest and icon were fetched before the first paint. */
function linkManifest(href: string | undefined) {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.append(link);
}

function loadApp(app: string, preloads: readonly string[], manifest: string | undefined) {
  // The app's chunks are fetched side by side, not one after the other as its imports are met.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Should the app's code fail to load or run, the page stops holding taps it could never replay.
  import(/* @vite-ignore */ app).then(
    () => linkManifest(manifest),
    (error: unknown) => {
      for (const { element } of holder.take()) holder.unmark(element);
      console.error('The app did not start', error);
    },
  );
}

const app = script?.dataset.app;
if (app) afterFirstPaint(() => loadApp(app, script?.dataset.preload?.split(' ').filter(Boolean) ?? [], script?.dataset.manifest));
