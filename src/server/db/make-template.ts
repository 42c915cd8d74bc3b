/**
 * Build step: writes a migrated and seeded PGlite data folder (dist/pglite-template/). A first
 * start copies it instead of running initdb, migrating and seeding, which is slow and leaves
 * hundreds of MB of WebAssembly memory behind in the server.
 */
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from '../project-paths.js';
import { openDatabase } from './client.js';
import { migrateAndSeed } from './prepare.js';

rmSync(PGLITE_TEMPLATE, { recursive: true, force: true });
await (await PGlite.create({ dataDir: PGLITE_TEMPLATE })).close();
const database = await openDatabase({ dataDir: PGLITE_TEMPLATE });
const seeded = await migrateAndSeed(database);
await database.close();
console.log(`PGlite data-folder template written (${JSON.stringify(seeded)})`);
