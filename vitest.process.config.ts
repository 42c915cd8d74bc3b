import { defineConfig } from 'vitest/config';

/** Whole-process tests (shutdown, crash recovery) against the built server in dist/: run after the build. */
export default defineConfig({
  test: {
    include: ['tests/process/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
