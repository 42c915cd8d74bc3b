import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The manifest's keys (sources relative to the client's root) of the chunks the template names. */
const HTML_ENTRY = 'index.html';
const STARTER = 'page-starter.ts';
const APP = 'boot-client.tsx';
/** Where the starter goes, at the end of <body>. */
const STARTER_SLOT = '<!--app-starter-->';

/**
 * The built index.html cut at its placeholders, and what each page's code needs in its <head>.
 * Stylesheets are inlined, only those the page uses: the first paint waits for no request.
 */
export class PageTemplate {
  private readonly parts: { beforeHead: string; headEnd: string; beforeHtml: string; beforeState: string; end: string };
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly inEntry: Set<string>;
  private readonly styleCache = new Map<string, string>();
  private readonly starterCache = new Map<string, string>();
  private readonly starterCode: string;
  private readonly manifestHref: string | undefined;

  private readonly clientRoot: string;
  /** The CSP source of each inline script the pages carry ("sha256-…"). */
  readonly scriptHashes: readonly string[];

  constructor(clientRoot: string) {
    this.clientRoot = clientRoot;
    this.manifest = JSON.parse(readFileSync(join(clientRoot, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    let html = readFileSync(join(clientRoot, 'index.html'), 'utf8');
    // The web app manifest is linked by the starter once the app is up: linked in the HTML, the
    // browser fetched it, then its icon, before the first paint.
    this.manifestHref = /<link rel="manifest" href="([^"]+)">/.exec(html)?.[1];
    this.starterCode = this.starter();
    this.scriptHashes = [`sha256-${createHash('sha256').update(this.starterCode).digest('base64')}`];
    html = html
      .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file: string) => this.style(file))
      // The built entry's script and its preloads: the starter loads the app instead, after the first paint.
      .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="manifest"[^>]*>/g, '')
      .replace('</body>', `${STARTER_SLOT}</body>`);
    const [beforeHead, rest1] = split(html, '<!--app-head-->');
    const [headRest, rest2] = split(rest1, '<!--app-html-->');
    const [beforeState, end] = split(rest2, '<!--app-state-->');
    // A page's styles go last in <head>, after the site-wide stylesheet, as they would in the built app.
    const [headEnd, afterHead] = split(headRest, '</head>');
    this.parts = { beforeHead, headEnd, beforeHtml: `</head>${afterHead}`, beforeState, end };
    // The stylesheets index.html already links (inlined above).
    this.inEntry = new Set(this.closure([HTML_ENTRY]).flatMap((c) => c.css ?? []));
  }

  /** The page starter (src/client/page-starter.ts, decision 048), as the code of an inline classic script. */
  private starter(): string {
    const chunk = this.chunk(STARTER);
    // An import would make it a module, which a classic inline script cannot be.
    if (chunk.imports?.length) throw new Error(`The client build's ${STARTER} imports other chunks: it must stand alone`);
    // In a function of its own: a classic script's top-level names would be the window's.
    return `(()=>{${readFileSync(join(this.clientRoot, chunk.file), 'utf8').trim()}})()`.replace(/<\/script/gi, '<\\/script');
  }

  /**
   * The starter's element for a page whose code is `modules`: told where the app is, the chunks
   * the app needs and then those the page needs (each list imports first), and where the web app
   * manifest is. Inline, so the first paint waits for no script request: Lighthouse counts a
   * script that arrives before the paint as holding it up. The page's chunks are listed so that
   * the app's loader finds them already asked for and adds no preload of its own (decision 049).
   */
  private starterElement(modules: readonly string[]): string {
    const key = modules.join('|');
    let element = this.starterCache.get(key);
    if (element === undefined) {
      const app = this.chunk(APP).file;
      const scripts = (keys: readonly string[]) => this.closure(keys).map((c) => c.file).filter((file) => file !== app && file.endsWith('.js'));
      const appChunks = scripts([APP]);
      const pageChunks = scripts(modules).filter((file) => !appChunks.includes(file));
      const list = (files: readonly string[]) => files.map((file) => `/${file}`).join(' ');
      const pageAttribute = pageChunks.length > 0 ? ` data-page-chunks="${list(pageChunks)}"` : '';
      const manifestAttribute = this.manifestHref ? ` data-manifest="${escapeHtml(this.manifestHref)}"` : '';
      element = `<script data-app="/${app}" data-preload="${list(appChunks)}"${pageAttribute}${manifestAttribute}>${this.starterCode}</script>`;
      this.starterCache.set(key, element);
    }
    return element;
  }

  private chunk(key: string): ManifestChunk {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
    return chunk;
  }

  /** Every chunk a set of modules needs, imports first. */
  private closure(keys: readonly string[]): ManifestChunk[] {
    const seen = new Set<string>();
    const out: ManifestChunk[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.chunk(key);
      chunk.imports?.forEach(visit);
      out.push(chunk);
    };
    keys.forEach(visit);
    return out;
  }

  /**
   * The styles a page's code needs (its chunks' stylesheets, imports first), inlined, so the first
   * paint waits for no request. Each comes with a disabled <link> to its file, which the browser
   * does not fetch: Vite's loader finds it and does not add the same rules again, after the page's
   * own, when the app loads the page's code (re-added rules could reorder the cascade and shift
   * the layout). Pages reached later in the app load their stylesheets through that loader.
   */
  private pageStyles(modules: readonly string[]): string {
    const key = modules.join('|');
    let styles = this.styleCache.get(key);
    if (styles === undefined) {
      const chunks = this.closure(modules);
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !this.inEntry.has(file));
      styles = css.map((file) => `${this.style(file)}<link rel="stylesheet" href="/${file}" disabled>`).join('');
      this.styleCache.set(key, styles);
    }
    return styles;
  }

  private style(file: string): string {
    return `<style>${readFileSync(join(this.clientRoot, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  }

  /** A rendered page: `modules` are its screen's source modules (relative to the client's root). */
  fill(page: { htmlLang: string; title: string; modules: readonly string[]; html: string; state: unknown }): string {
    const { beforeHead, headEnd, beforeHtml, beforeState, end } = this.parts;
    // Replacer functions, not strings: a title holding "$&" or "$'" must never be read as a pattern.
    const head = beforeHead.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.htmlLang)}">`).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
    // JSON in a <script> element: "<" is escaped so no text can close the element.
    const state = `<script type="application/json" id="page-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
    const styles = this.pageStyles([APP, ...page.modules]);
    return `${head}${headEnd}${styles}${beforeHtml}${page.html}${beforeState}${state}${end.replace(STARTER_SLOT, () => this.starterElement(page.modules))}`;
  }

  /**
   * The offline shell (docs/decisions/019): the built page with its styles and no content or
   * state, so the client renders whichever route, in whichever language, the address names.
   * Without state, it does not ask the browser to hold its paint until the state is parsed.
   */
  shell(): string {
    const { beforeHead, headEnd, beforeHtml, beforeState, end } = this.parts;
    return `${beforeHead.replace(/<link rel="expect" href="#page-state"[^>]*>/, '')}${headEnd}${beforeHtml}${beforeState}${end.replace(STARTER_SLOT, () => this.starterElement([]))}`;
  }
}

/** The template of the built client, or undefined when the client or the server-render bundle is not built. */
export function loadPageTemplate(clientRoot: string, ssrEntry: string): PageTemplate | undefined {
  return existsSync(join(clientRoot, 'index.html')) && existsSync(ssrEntry) ? new PageTemplate(clientRoot) : undefined;
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The built index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
