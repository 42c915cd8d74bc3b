import { expect, test, type Page } from './support/test';
import { ANSWER_LETTERS } from '../../src/shared/constants';
import { MIN_ATTEMPTS_FOR_FLAG } from '../../src/shared/rules/question-stats';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { apiGet, column, expectNoAxeViolations, openAdmin, questionRows } from './support/admin-helpers';

// This spec stores sessions that change the figures: it gets a server of its own, behind one
// (pretended) proxy, so that each session can come from its own network.
test.use({ serverScope: 'admin-question-stats', serverEnv: { TRUST_PROXY: '1' } });

type Letter = (typeof ANSWER_LETTERS)[number];
const letterOf = (q: QuestionRecord) => ANSWER_LETTERS[q.correct_answer]!;
const otherThan = (q: QuestionRecord): Letter => ANSWER_LETTERS[(q.correct_answer + 1) % 2]!;

/**
 * Stores one scored session through the learners' API, as a real learner would send it (decision
 * 029: five answers or more, a few seconds each, one learner on one network): the server checks
 * every claim against its key.
 */
async function submitSession(page: Page, learner: number, answers: [QuestionRecord, Letter][]) {
  const questions = answers.map(([q, letter]) => ({ question_id: q.id, question_version: q.version, selected_answer: letter, is_correct: letter === letterOf(q), time_spent: 10 }));
  const correct = questions.filter((q) => q.is_correct).length;
  const percentage = (100 * correct) / questions.length;
  const response = await page.request.post('/api/sessions', {
    headers: { 'x-forwarded-for': `198.51.100.${learner + 1}` },
    data: {
      session_type: 'practice',
      learner_id: `00000000-0000-4000-8000-${String(learner).padStart(12, '0')}`,
      total_questions: questions.length,
      correct_answers: correct,
      score_percentage: percentage,
      time_spent_seconds: 10 * questions.length,
      passed: percentage >= 75,
      questions,
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * The first two questions of the list, answered by twenty learners (enough to flag a key): the first mostly with a wrong
 * option, the second mostly right. Three questions further down fill each session to five.
 */
async function seedAnswers(page: Page): Promise<[QuestionRecord, QuestionRecord]> {
  const { data } = await apiGet<{ data: QuestionRecord[] }>(page, '/api/admin/questions?limit=2');
  const [missed, known] = data as [QuestionRecord, QuestionRecord];
  const { data: filler } = await apiGet<{ data: QuestionRecord[] }>(page, '/api/admin/questions?limit=3&page=10');
  for (let i = 0; i < MIN_ATTEMPTS_FOR_FLAG; i += 1) {
    await submitSession(page, i, [
      [missed, i < 6 ? letterOf(missed) : otherThan(missed)],
      [known, i < 17 ? letterOf(known) : otherThan(known)],
      ...filler.map((q): [QuestionRecord, Letter] => [q, letterOf(q)]),
    ]);
  }
  return [missed, known];
}

const STATS_COLUMN = 7;

test('the list shows how learners answered, flags a likely wrong key and sorts by most missed, on a desktop and a phone', async ({ page }) => {
  // Two axe runs and twenty stored sessions: more than the default minute on a loaded machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdmin(page);
  const [missed, known] = await seedAnswers(page);
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(questionRows(page)).toHaveCount(20);

  const statsOf = (q: QuestionRecord) => questionRows(page).filter({ hasText: q.id }).locator(`td:nth-child(${STATS_COLUMN})`);
  await expect(statsOf(missed)).toContainText('30% right · 20 answers');
  await expect(statsOf(missed)).toContainText(`Most chosen wrong: ${otherThan(missed)} (14, 70%)`);
  await expect(statsOf(known)).toContainText('85% right · 20 answers');
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
  // Until the sorted page arrives the last one stays, dimmed and busy: read (and measure) the sorted one.
  await expect(page.getByRole('table', { name: /^Question bank/ })).toHaveAttribute('aria-busy', 'false');
  await expect(column(page, 2).first()).toContainText(missed.id);
  await expect(page.getByText('Not enough answers yet to rank')).toHaveCount(0);
  await expect(column(page, 2).nth(1)).toContainText(known.id);
  await expect(page.getByLabel('Sort by')).toHaveValue('missRate');

  // On a phone each question is a card, its learners' figures and badge included; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: /^Question bank/ }).locator(':scope > li').first();
  await expect(card).toContainText(missed.id);
  await expect(card).toContainText('30% right · 20 answers');
  await expect(card.getByText('Likely wrong key')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
