import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { CATEGORY_DEFINITIONS } from '../../shared/categories.js';
import type { Db } from './client.js';
import { contentHashOf, loadContentQuestions, type SeedQuestion } from './content.js';
import { categories, categoryTranslations, questions, questionTranslations, seedState } from './schema.js';
import { loadFrenchFiles, type TranslationFile } from './translations.js';

const BATCH = 200;

/**
 * Idempotent seed: inserts missing categories and questions, and refreshes a seeded question
 * whose content file changed. A question an admin edited or deleted is never touched again.
 */
export async function seed(db: Db, content: SeedQuestion[] = loadContentQuestions(), french: TranslationFile[] = loadFrenchFiles()) {
  const digest = contentDigest(content, french);
  const [last] = await db.select().from(seedState).where(eq(seedState.name, BANK_SEED));
  if (last?.digest === digest) return { questions: content.length, written: 0, translated: 0 };
  await db
    .insert(categories)
    .values(
      CATEGORY_DEFINITIONS.map((c) => ({
        code: c.code,
        slug: c.slug,
        name: c.name,
        description: c.description,
        icon: c.icon,
        displayOrder: c.displayOrder,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(categoryTranslations)
    .values(CATEGORY_DEFINITIONS.map((c) => ({ code: c.code, locale: 'fr', name: c.fr.name, description: c.fr.description })))
    .onConflictDoNothing();

  let written = 0;
  for (let i = 0; i < content.length; i += BATCH) {
    const rows = content.slice(i, i + BATCH).map((q) => ({
      id: q.id,
      type: q.type,
      question: q.question,
      optionA: q.options[0]!,
      optionB: q.options[1]!,
      optionC: q.options[2] ?? null,
      optionD: q.options[3] ?? null,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      memoryDevice: q.memoryDevice,
      context: q.context ?? null,
      categoryCode: q.category,
      difficulty: q.difficulty,
      chapter: q.chapter,
      outOfTest: q.outOfTest ?? false,
      verifiedAt: q.verified ? new Date(`${q.verified}T12:00:00Z`) : null,
      contentHash: q.contentHash,
    }));
    const result = await db
      .insert(questions)
      .values(rows)
      .onConflictDoUpdate({
        target: questions.id,
        set: {
          type: sql`excluded.question_type`,
          question: sql`excluded.question`,
          optionA: sql`excluded.option_a`,
          optionB: sql`excluded.option_b`,
          optionC: sql`excluded.option_c`,
          optionD: sql`excluded.option_d`,
          correctAnswer: sql`excluded.correct_answer`,
          explanation: sql`excluded.explanation`,
          memoryDevice: sql`excluded.memory_device`,
          context: sql`excluded.context`,
          categoryCode: sql`excluded.category_code`,
          difficulty: sql`excluded.difficulty_level`,
          chapter: sql`excluded.chapter`,
          outOfTest: sql`excluded.out_of_test`,
          verifiedAt: sql`excluded.verified_at`,
          contentHash: sql`excluded.content_hash`,
          updatedAt: sql`now()`,
        },
        setWhere: and(
          isNull(questions.adminModifiedAt),
          isNull(questions.deletedAt),
          ne(questions.contentHash, sql`excluded.content_hash`),
        ),
      })
      .returning({ id: questions.id });
    written += result.length;
  }
  const translated = await seedTranslations(db, content, french);
  await db
    .insert(seedState)
    .values({ name: BANK_SEED, digest })
    .onConflictDoUpdate({ target: seedState.name, set: { digest, seededAt: sql`now()` } });
  return { questions: content.length, written, translated };
}

const BANK_SEED = 'question-bank';

/** One hash of everything seeding writes: the category list, every question and every translation. */
function contentDigest(content: readonly SeedQuestion[], french: readonly TranslationFile[]): string {
  const hash = createHash('sha256').update(JSON.stringify(CATEGORY_DEFINITIONS));
  for (const q of content) hash.update(q.contentHash);
  for (const file of french) hash.update(JSON.stringify(file));
  return hash.digest('hex');
}

/**
 * French versions, for the questions still as their content file has them: once an admin has
 * edited a question (a reorder or shuffle moves its options), the file's French no longer
 * matches it, so only the admin panel writes that question's French from then on.
 */
async function seedTranslations(db: Db, content: readonly SeedQuestion[], files: readonly TranslationFile[]) {
  const hashes = new Map(content.map((q) => [q.id, q.contentHash]));
  const french = files.flatMap((f) => f.questions).filter((q) => hashes.has(q.id));
  let written = 0;
  for (let i = 0; i < french.length; i += BATCH) {
    const batch = french.slice(i, i + BATCH);
    const asSeeded = await db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inArray(
            questions.id,
            batch.map((q) => q.id),
          ),
          isNull(questions.adminModifiedAt),
          isNull(questions.deletedAt),
        ),
      );
    const ids = new Set(asSeeded.map((row) => row.id));
    const rows = batch
      .filter((q) => ids.has(q.id))
      .map((q) => ({
        questionId: q.id,
        locale: 'fr',
        question: q.question,
        optionA: q.options[0]!,
        optionB: q.options[1]!,
        optionC: q.options[2] ?? null,
        optionD: q.options[3] ?? null,
        explanation: q.explanation,
        memoryDevice: q.memoryDevice,
        context: q.context ?? null,
        contentHash: contentHashOf(q),
      }));
    if (rows.length === 0) continue;
    const result = await db
      .insert(questionTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [questionTranslations.questionId, questionTranslations.locale],
        set: {
          question: sql`excluded.question`,
          optionA: sql`excluded.option_a`,
          optionB: sql`excluded.option_b`,
          optionC: sql`excluded.option_c`,
          optionD: sql`excluded.option_d`,
          explanation: sql`excluded.explanation`,
          memoryDevice: sql`excluded.memory_device`,
          context: sql`excluded.context`,
          contentHash: sql`excluded.content_hash`,
          updatedAt: sql`now()`,
        },
        setWhere: and(
          isNull(questionTranslations.adminModifiedAt),
          or(isNull(questionTranslations.contentHash), ne(questionTranslations.contentHash, sql`excluded.content_hash`)),
        ),
      })
      .returning({ id: questionTranslations.questionId });
    written += result.length;
  }
  return written;
}
