import { expect, test, type Page } from './support/test';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { alertFrom, apiGet, correctText, openAdmin } from './support/admin-helpers';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-distribution' });

type Share = { count: number; percentage: number };
interface Distribution {
  total: number;
  distribution: Record<'A' | 'B' | 'C' | 'D', Share>;
}
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const statusOf = (p: number) => (p < 15 ? 'Too Low' : p > 35 ? 'Too High' : 'Balanced');
const distributionOf = async (page: Page, category?: string) =>
  (await apiGet<{ data: Distribution }>(page, `/api/admin/questions/answer-distribution${category ? `?category=${category}` : ''}`)).data;
const letterRow = (page: Page, letter: string) =>
  page.getByRole('list', { name: 'Correct answers per letter' }).getByRole('listitem').filter({ hasText: `Answer ${letter}` });

async function expectBars(page: Page, expected: Distribution) {
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Questions analysed' })).toContainText(String(expected.total));
  for (const letter of LETTERS) {
    const { count, percentage } = expected.distribution[letter];
    await expect(letterRow(page, letter)).toContainText(`${count} questions · ${percentage}%`);
    await expect(letterRow(page, letter)).toContainText(statusOf(percentage));
  }
}

test('the distribution shows a bar per letter with count, percentage and status, guidelines, and reloads per category', async ({ page }) => {
  await openAdmin(page, 'Answer distribution');
  await expectBars(page, await distributionOf(page));
  await expect(page.getByText('Each letter should hold between 15% and 35% of correct answers.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();

  const request = page.waitForRequest((r) => r.url().includes('/answer-distribution?category=GEO'));
  await page.getByLabel('Category').selectOption('GEO');
  await request;
  await expectBars(page, await distributionOf(page, 'GEO'));
  await page.getByLabel('Category').selectOption('');
  await expectBars(page, await distributionOf(page));
});

test('a failed distribution load offers Try again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/admin/questions/answer-distribution**', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }) : route.fallback(),
  );
  await openAdmin(page, 'Answer distribution');
  await expect(page.getByRole('alert')).toContainText('Failed to load answer distribution');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectBars(page, await distributionOf(page));
});

test('Fix previews the change, asks, and really rebalances a skewed category, keeping every correct answer text', async ({ page }) => {
  await openAdmin(page);
  // Skew Economy & Society: move the correct answer of 20 questions to A.
  const eco = (await apiGet<{ data: QuestionRecord[] }>(page, '/api/admin/questions?category=ECO&limit=100')).data;
  const answerBefore = new Map(eco.map((q) => [q.id, correctText(q)]));
  for (const q of eco.filter((item) => item.correct_answer !== 0).slice(0, 20)) {
    const others = [0, 1, 2, 3].filter((i) => i !== q.correct_answer);
    const response = await page.request.put(`/api/admin/questions/${q.id}/reorder-answers`, { data: { newOrder: [q.correct_answer, ...others] } });
    expect(response.ok()).toBe(true);
  }
  const skewed = await distributionOf(page, 'ECO');
  expect(skewed.distribution.A.percentage).toBeGreaterThan(35);

  await page.getByRole('tab', { name: 'Answer distribution' }).click();
  await expect(page.getByRole('button', { name: 'Fix distribution' })).toHaveCount(0);
  await page.getByLabel('Category').selectOption('ECO');
  await expectBars(page, skewed);
  await expect(page.getByText(`Reduce answer A to 25-30% (now ${skewed.distribution.A.percentage}%).`)).toBeVisible();
  const low = LETTERS.find((l) => skewed.distribution[l].percentage < 15)!;
  await expect(page.getByText(`Raise answer ${low} to at least 20% (now ${skewed.distribution[low].percentage}%).`)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Needs attention')).toBeVisible();

  // A failure is reported and changes nothing.
  await page.route('**/api/admin/questions/fix-distribution', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  expect(await alertFrom(page, () => page.getByRole('button', { name: 'Fix distribution' }).click())).toBe('Failed to fix distribution');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.unrouteAll();

  const preview = (
    await (await page.request.post('/api/admin/questions/fix-distribution', { data: { category: 'ECO', dryRun: true } })).json()
  ).data as { moved: number; after: Distribution };
  expect(preview.moved).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Fix distribution' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Fix the answer distribution?' });
  await expect(confirm).toContainText(`${preview.moved} questions in Economy & Society will have their answers re-shuffled.`);
  for (const letter of LETTERS) {
    const { count, percentage } = preview.after.distribution[letter];
    await expect(confirm.getByRole('listitem').filter({ hasText: `${letter}: ` })).toContainText(`${letter}: ${percentage}% (${count})`);
  }
  // The preview wrote nothing.
  expect(await distributionOf(page, 'ECO')).toEqual(skewed);

  await confirm.getByRole('button', { name: 'Apply fix' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Distribution fixed: ${preview.moved} questions re-shuffled.` })).toBeVisible();
  const fixed = await distributionOf(page, 'ECO');
  for (const letter of LETTERS) {
    expect(fixed.distribution[letter].percentage).toBeGreaterThanOrEqual(15);
    expect(fixed.distribution[letter].percentage).toBeLessThanOrEqual(35);
    await expect(letterRow(page, letter)).toContainText('Balanced');
  }
  await expectBars(page, fixed);
  await expect(page.getByRole('button', { name: 'Fix distribution' })).toHaveCount(0);
  await expect(page.getByText('The distribution is balanced. No action is needed.')).toBeVisible();

  const after = (await apiGet<{ data: QuestionRecord[] }>(page, '/api/admin/questions?category=ECO&limit=100')).data;
  expect(after).toHaveLength(eco.length);
  for (const q of after) expect(correctText(q)).toBe(answerBefore.get(q.id));
});

test('the distribution says why true/false questions are left out of the A-D balance, and shows their true/false split', async ({ page }) => {
  await openAdmin(page, 'Answer distribution');
  type WithSplit = Distribution & { trueFalse: { total: number; true: Share; false: Share } };
  const { total, trueFalse } = (await apiGet<{ data: WithSplit }>(page, '/api/admin/questions/answer-distribution')).data;
  expect(trueFalse.total).toBeGreaterThan(0);
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Multiple-choice questions analysed' })).toContainText(String(total));
  await expect(page.getByText(`Only multiple-choice questions are analysed here (${(total + trueFalse.total).toLocaleString('en-CA')} questions in all).`)).toBeVisible();
  await expect(page.getByText(`The ${trueFalse.total} true/false questions are not part of the A–D letter balance`)).toBeVisible();
  const split = page.getByRole('list', { name: 'True/false questions' });
  await expect(split.getByRole('listitem')).toHaveText([
    `Answer True: ${trueFalse.true.count} questions · ${trueFalse.true.percentage}%`,
    `Answer False: ${trueFalse.false.count} questions · ${trueFalse.false.percentage}%`,
  ]);
});
