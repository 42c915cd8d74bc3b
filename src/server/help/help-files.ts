import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.js';

/** The help languages' content: content/help/<lang>/{glossary.json, questions/<file>.json, lessons.json}. */
export const HELP_DIR = join(PROJECT_ROOT, 'content', 'help');
