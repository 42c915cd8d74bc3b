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
 * Stylesheets are inlined (a few kilobytes per page): the first paint waits for no request.
 */
export class PageTemplate {
  private readonly parts: { beforeHead: string; beforeHtml: string; beforeState: string; end: string };
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly inEntry: Set<string>;
  private readonly linkCache = new Map<string, string>();

  private readonly clientRoot: string;

  constructor(clientRoot: string) {
    this.clientRoot = clientRoot;
    const html = readFileSync(join(clientRoot, 'index.html'), 'utf8').replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file: string) => this.style(file));
    const [beforeHead, rest1] = split(html, '<!--app-head-->');
    const [beforeHtml, rest2] = split(rest1, '<!--app-html-->');
    const [beforeState, end] = split(rest2, '<!--app-state-->');
    this.parts = { beforeHead, beforeHtml, beforeState, end };
    this.manifest = JSON.parse(readFileSync(join(clientRoot, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    // What the entry already loads (its own modulepreloads and stylesheet links are in index.html).
    const entry = Object.keys(this.manifest).find((key) => this.manifest[key]!.isEntry);
    this.inEntry = new Set(entry ? this.closure([entry]).map((c) => c.file) : []);
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

  /** <link> tags that fetch a page's code and styles while the HTML arrives (no waterfall). */
  links(modules: readonly string[]): string {
    const key = modules.join('|');
    let links = this.linkCache.get(key);
    if (links === undefined) {
      const chunks = this.closure(modules);
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !this.inEntry.has(file));
      // Only styles: the code loads after the first paint (entry-client.tsx), so nothing the
      // browser fetches competes with the page before it shows.
      links = css.map((file) => this.style(file)).join('');
      this.linkCache.set(key, links);
    }
    return links;
  }

  private style(file: string): string {
    return `<style>${readFileSync(join(this.clientRoot, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  }

  fill(page: { htmlLang: string; title: string; head: string; html: string; state: unknown }): string {
    const { beforeHead, beforeHtml, beforeState, end } = this.parts;
    const head = beforeHead.replace(/<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    // JSON in a <script> element: "<" is escaped so no text can close the element.
    const state = `<script type="application/json" id="page-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
    return `${head}${page.head}${beforeHtml}${page.html}${beforeState}${state}${end}`;
  }

  /**
   * The offline shell (docs/decisions/019): the built page with its styles and no content or
   * state, so the client renders whichever route, in whichever language, the address names.
   */
  shell(): string {
    const { beforeHead, beforeHtml, beforeState, end } = this.parts;
    return `${beforeHead}${beforeHtml}${beforeState}${end}`;
  }
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The built index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
