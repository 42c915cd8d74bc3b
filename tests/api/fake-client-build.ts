import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What the stand-in's inline page starter runs (the real one is exercised end to end). */
export const FAKE_STARTER = 'window.started = true;';

/**
 * A stand-in for the built client (dist/client) and the server-render bundle, in a temporary
 * folder: index.html with its placeholders, the build manifest with the chunks the page template
 * names (the HTML entry, the page starter, the app), the files given, and the server-render module.
 */
export function fakeClientBuild(build: { html: string; manifest?: Record<string, ManifestChunk>; files?: Record<string, string | Uint8Array>; ssr: string }): { clientRoot: string; ssrEntry: string } {
  const clientRoot = mkdtempSync(join(tmpdir(), 'client-'));
  const manifest: Record<string, ManifestChunk> = {
    'index.html': { file: 'assets/entry.js' },
    'page-starter.ts': { file: 'assets/starter.js' },
    'boot-client.tsx': { file: 'assets/boot.js' },
    ...build.manifest,
  };
  const files = { 'index.html': build.html, '.vite/manifest.json': JSON.stringify(manifest), 'assets/starter.js': FAKE_STARTER, ...build.files };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(clientRoot, dirname(path)), { recursive: true });
    writeFileSync(join(clientRoot, path), content);
  }
  const ssrEntry = join(clientRoot, 'entry-server.mjs');
  writeFileSync(ssrEntry, build.ssr);
  return { clientRoot, ssrEntry };
}
