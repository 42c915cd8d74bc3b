/**
 * Creates a PGlite data folder, then exits. Run in a child process on first start, because the
 * WebAssembly memory this takes is never returned to the system. The build ships an initialised
 * folder as a tarball (make-template.ts): unpacking it is much faster than initdb, which runs
 * only when the tarball is missing (running from source).
 */
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from '../project-paths.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-data-dir <folder>');
const loadDataDir = existsSync(PGLITE_TEMPLATE) ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
const db = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
await db.close();
