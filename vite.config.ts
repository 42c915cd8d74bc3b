import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';

const API_PORT = 3001;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // Preact's React-compatible runtime renders the React code: see docs/decisions/009.
  plugins: [preact(), precompress()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) },
  },
  build: {
    // The server reads the manifest to preload each page's code and styles with its HTML.
    manifest: true,
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // One stylesheet, inlined into every page by the server (about 13 KB compressed): no request
    // before the first paint, and no later <link> that could reorder rules and shift the layout.
    cssCodeSplit: false,
  },
  // The server-render bundle (`vite build --ssr`) includes its dependencies, so `react` resolves
  // to Preact's compatible runtime there too.
  ssr: { noExternal: true, target: 'node' },
  server: {
    port: 5173,
    fs: { allow: ['..', '../../content', '../../src/shared'] },
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/health': `http://127.0.0.1:${API_PORT}`,
    },
  },
});
