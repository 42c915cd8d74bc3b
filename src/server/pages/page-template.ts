import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The built index.html cut at its placeholders, and what each page's code needs in its <head>.
 * Stylesheets are inlined, only those the page uses: the first paint waits for no request.
 */
export class PageTemplate {
  private readonly parts: { beforeHead: string; headEnd: string; beforeHtml: string; beforeState: string; end: string };
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly inEntry: Set<string>;
  private readonly styleCache = new Map<string, string>();

  private readonly clientRoot: string;

  constructor(clientRoot: string) {
    this.clientRoot = clientRoot;
    const html = readFileSync(join(clientRoot, 'index.html'), 'utf8').replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file: string) => this.style(file));
    const [beforeHead, rest1] = split(html, '<!--app-head-->');
    const [headRest, rest2] = split(rest1, '<!--app-html-->');
    const [beforeState, end] = split(rest2, '<!--app-state-->');
    // A page's styles go last in <head>, after the site-wide stylesheet, as they would in the built app.
    const [headEnd, afterHead] = split(headRest, '</head>');
    this.parts = { beforeHead, headEnd, beforeHtml: `</head>${afterHead}`, beforeState, end };
    this.manifest = JSON.parse(readFileSync(join(clientRoot, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    // The stylesheets index.html already links (inlined above).
    const entry = Object.keys(this.manifest).find((key) => this.manifest[key]!.isEntry);
    this.inEntry = new Set(entry ? this.closure([entry]).flatMap((c) => c.css ?? []) : []);
  }

  /** Every chunk a set of modules needs, imports first. */
  private closure(keys: readonly string[]): ManifestChunk[] {
    const seen = new Set<string>();
    const out: ManifestChunk[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
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
  pageStyles(modules: readonly string[]): string {
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

  fill(page: { htmlLang: string; title: string; head: string; html: string; state: unknown }): string {
    const { beforeHead, headEnd, beforeHtml, beforeState, end } = this.parts;
    // Replacer functions, not strings: a title holding "$&" or "$'" must never be read as a pattern.
    const head = beforeHead.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.htmlLang)}">`).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
    // JSON in a <script> element: "<" is escaped so no text can close the element.
    const state = `<script type="application/json" id="page-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
    return `${head}${headEnd}${page.head}${beforeHtml}${page.html}${beforeState}${state}${end}`;
  }

  /**
   * The offline shell (docs/decisions/019): the built page with its styles and no content or
   * state, so the client renders whichever route, in whichever language, the address names.
   */
  shell(): string {
    const { beforeHead, headEnd, beforeHtml, beforeState, end } = this.parts;
    return `${beforeHead}${headEnd}${beforeHtml}${beforeState}${end}`;
  }
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The built index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
