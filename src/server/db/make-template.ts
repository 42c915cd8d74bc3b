/**
 * Build step: writes an empty, initialised PGlite data folder as a tarball
 * (dist/pglite-template.tar.gz). A first start unpacks it instead of running initdb,
 * which is slow and leaves hundreds of MB of WebAssembly memory behind.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from '../project-paths.js';

const db = await PGlite.create();
const tarball = await db.dumpDataDir('gzip');
await db.close();
mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
writeFileSync(PGLITE_TEMPLATE, Buffer.from(await tarball.arrayBuffer()));
console.log(`PGlite data-folder template written (${Math.round(tarball.size / 1024)} KB)`);
