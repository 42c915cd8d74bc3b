import { z } from 'zod';
import { LANGS } from '../constants.js';
import { GUIDE_CHAPTERS } from '../guide-chapters.js';

const text = (max: number) => z.string().trim().min(1).max(max);
/** Ids of sections and glossary terms: kebab-case, the same in every language. */
const LESSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().regex(LESSON_ID, 'ids are kebab-case: lower-case letters, digits and hyphens');

const paragraph = z.object({ type: z.literal('p'), text: text(1500) }).strict();
const list = z.object({ type: z.literal('list'), items: z.array(text(400)).min(2).max(15) }).strict();
/** What changed since the guide was written, stated as today's fact. */
const change = z.object({ type: z.literal('change'), text: text(800) }).strict();
/** A timeline, drawn as an ordered list on a line. */
const timeline = z
  .object({
    type: z.literal('timeline'),
    caption: text(200),
    events: z.array(z.object({ year: text(20), text: text(200) }).strict()).min(3).max(30),
  })
  .strict();

/** The provinces and territories, by their postal codes, as drawn on the map figure. */
const PROVINCE_CODES = ['BC', 'AB', 'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'] as const;
/** A map of Canada's provinces and territories (positions are the figure's own), with each one's capital. */
const map = z
  .object({
    type: z.literal('map'),
    caption: text(200),
    places: z.array(z.object({ code: z.enum(PROVINCE_CODES), name: text(60), capital: text(60), note: text(160).optional() }).strict()).length(13),
  })
  .strict();

interface TreeNode {
  label: string;
  detail?: string | undefined;
  children?: TreeNode[] | undefined;
}
const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ label: text(100), detail: text(300).optional(), children: z.array(treeNode).max(8).optional() }).strict(),
);
/** A diagram of parts and sub-parts (levels of government, branches of power), drawn as nested boxes. */
const tree = z.object({ type: z.literal('tree'), caption: text(200), root: treeNode }).strict();

/** Symbols the figure can draw, by name. */
const SYMBOL_IDS = ['flag', 'maple-leaf', 'coat-of-arms', 'crown', 'beaver', 'fleur-de-lys', 'parliament', 'poppy', 'rcmp', 'hockey', 'anthem'] as const;
const symbols = z
  .object({
    type: z.literal('symbols'),
    caption: text(200),
    items: z.array(z.object({ symbol: z.enum(SYMBOL_IDS), name: text(60), text: text(300) }).strict()).min(2).max(12),
  })
  .strict();

const block = z.discriminatedUnion('type', [paragraph, list, change, timeline, map, tree, symbols]);
export type LessonBlock = z.infer<typeof block>;

const section = z
  .object({
    id,
    title: text(120),
    blocks: z.array(block).min(1).max(20),
    /** 3 to 5 short sentences: what to remember (also what help languages translate). */
    keyPoints: z.array(text(200)).min(3).max(5),
  })
  .strict();

/** A key term, defined where it is taught: `section` is a section id of the same chapter. */
const term = z.object({ id, term: text(80), definition: text(400), section: id }).strict();

/** One chapter's lesson in one language: content/lessons/<lang>/<chapter>.json. */
export const lessonFileSchema = z
  .object({
    chapter: z.enum(GUIDE_CHAPTERS),
    locale: z.enum(LANGS),
    title: text(100),
    intro: text(600),
    sections: z.array(section).min(2).max(15),
    terms: z.array(term).max(60),
  })
  .strict()
  .superRefine((file, ctx) => {
    const sections = new Set<string>();
    file.sections.forEach((s, i) => {
      if (sections.has(s.id)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: `section id ${s.id} is used twice` });
      sections.add(s.id);
    });
    file.terms.forEach((t, i) => {
      if (!sections.has(t.section)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'section'], message: `term ${t.id} points at unknown section ${t.section}` });
    });
  });
export type LessonFile = z.infer<typeof lessonFileSchema>;
