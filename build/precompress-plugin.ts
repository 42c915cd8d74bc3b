import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .br and .gz beside every text asset, so the server sends compressed bytes without compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    // The server-render bundle is read from disk by Node, never sent to browsers.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    // Last, once every other plugin has written its files (the service worker among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const content = readFileSync(path);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}
