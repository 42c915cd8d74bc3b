import { expect, test, type Page } from './support/test';
import { ANSWER_LETTERS } from '../../src/shared/constants';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { apiGet, column, expectNoAxeViolations, openAdmin, questionRows } from './support/admin-helpers';

// This spec stores sessions that change the figures: it gets a server of its own.
test.use({ serverScope: 'admin-question-stats' });

type Letter = (typeof ANSWER_LETTERS)[number];
const letterOf = (q: QuestionRecord) => ANSWER_LETTERS[q.correct_answer]!;
const otherThan = (q: QuestionRecord): Letter => ANSWER_LETTERS[(q.correct_answer + 1) % 2]!;

/** Stores one scored session through the learners' API: the server checks every claim against its key. */
async function submitSession(page: Page, answers: [QuestionRecord, Letter][]) {
  const questions = answers.map(([q, letter]) => ({ question_id: q.id, selected_answer: letter, is_correct: letter === letterOf(q), time_spent: 0 }));
  const correct = questions.filter((q) => q.is_correct).length;
  const percentage = (100 * correct) / questions.length;
  const response = await page.request.post('/api/sessions', {
    data: { session_type: 'practice', total_questions: questions.length, correct_answers: correct, score_percentage: percentage, time_spent_seconds: 0, passed: percentage >= 75, questions },
  });
  expect(response.status()).toBe(201);
}

/** The first two questions of the list: the first mostly answered with a wrong option, the second mostly right. */
async function seedAnswers(page: Page): Promise<[QuestionRecord, QuestionRecord]> {
  const { data } = await apiGet<{ data: QuestionRecord[] }>(page, '/api/admin/questions?limit=2');
  const [missed, known] = data as [QuestionRecord, QuestionRecord];
  for (let i = 0; i < 6; i += 1) {
    await submitSession(page, [
      [missed, i < 2 ? letterOf(missed) : otherThan(missed)],
      [known, i < 5 ? letterOf(known) : otherThan(known)],
    ]);
  }
  return [missed, known];
}

const STATS_COLUMN = 7;

test('the list shows how learners answered, flags a likely wrong key and sorts by most missed, on a desktop and a phone', async ({ page }) => {
  // Two axe runs and six stored sessions: more than the default minute on a loaded machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdmin(page);
  const [missed, known] = await seedAnswers(page);
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(questionRows(page)).toHaveCount(20);

  const statsOf = (q: QuestionRecord) => questionRows(page).filter({ hasText: q.id }).locator(`td:nth-child(${STATS_COLUMN})`);
  await expect(statsOf(missed)).toContainText('33% right · 6 answers');
  await expect(statsOf(missed)).toContainText(`Most chosen wrong: ${otherThan(missed)} (4, 67%)`);
  await expect(statsOf(known)).toContainText('83% right · 6 answers');
  await expect(column(page, STATS_COLUMN).filter({ hasText: 'No answers yet' })).toHaveCount(18);

  // Exactly one badge, described to screen readers, its explanation shown on keyboard focus.
  const badge = page.getByText('Likely wrong key');
  await expect(badge).toHaveCount(1);
  await expect(statsOf(missed).getByText('Likely wrong key')).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(`Learners chose ${otherThan(missed)} more often than the marked answer ${letterOf(missed)}. Check the answer against the guide.`);
  await badge.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectNoAxeViolations(page);

  // Most missed first: the badge's question, then the other answered one.
  await page.getByLabel('Sort by').selectOption({ label: 'Most missed' });
  await expect(column(page, 2).first()).toContainText(missed.id);
  await expect(column(page, 2).nth(1)).toContainText(known.id);
  await expect(page.getByLabel('Sort by')).toHaveValue('missRate');

  // On a phone the table scrolls inside its own region; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(statsOf(missed).getByText('Likely wrong key')).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
