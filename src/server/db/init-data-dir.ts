/**
 * Creates a PGlite data folder with initdb, then exits. Runs in a child process, because the
 * WebAssembly memory initdb takes is never returned to the system. Only used when there is no
 * built template to copy (running from source before a build).
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-data-dir <folder>');
const db = await PGlite.create({ dataDir });
await db.close();
