import { and, isNull, ne, sql } from 'drizzle-orm';
import { CATEGORY_DEFINITIONS } from '../../shared/categories.js';
import type { Db } from './client.js';
import { loadContentQuestions, type SeedQuestion } from './content.js';
import { categories, questions } from './schema.js';

const BATCH = 200;

/**
 * Idempotent seed: inserts missing categories and questions, and refreshes a seeded question
 * whose content file changed. A question an admin edited or deleted is never touched again.
 */
export async function seed(db: Db, content: SeedQuestion[] = loadContentQuestions()) {
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
  return { questions: content.length, written };
}
