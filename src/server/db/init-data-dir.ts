/**
 * Creates a PGlite data folder, then exits. Run in a child process on first start: initdb needs
 * several hundred MB of WebAssembly memory that a process never gives back, so the server itself
 * only ever opens an existing folder.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-data-dir <folder>');
const db = await PGlite.create({ dataDir });
await db.close();
