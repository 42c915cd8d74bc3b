import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';
import type { QuestionPayloadInput, QuestionRecord } from '../../../src/shared/contract/questions';
import { E2E_ADMIN } from './admin';

/** Starts a server session in the page's browser context (the cookie is shared with the page). */
export async function loginViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

/** Signed in, on /admin, optionally on one tab. */
export async function openAdmin(page: Page, tab?: 'Questions' | 'Answer distribution'): Promise<void> {
  await loginViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  if (tab === 'Questions') await expect(questionRows(page)).toHaveCount(20);
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

export async function createQuestionViaApi(page: Page, payload: Partial<QuestionPayloadInput>): Promise<QuestionRecord> {
  const response = await page.request.post('/api/admin/questions', {
    data: {
      question: 'Which test question is this?',
      option_a: 'First',
      option_b: 'Second',
      option_c: 'Third',
      option_d: 'Fourth',
      correct_answer: 0,
      category_code: 'GOV',
      difficulty_level: 'medium',
      explanation: 'Written by the end-to-end suite.',
      memory_device: '',
      ...payload,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: QuestionRecord }).data;
}

export async function getQuestion(page: Page, id: string): Promise<QuestionRecord> {
  return (await apiGet<{ data: QuestionRecord }>(page, `/api/admin/questions/${id}`)).data;
}

export function correctText(record: QuestionRecord): string {
  return [record.option_a, record.option_b, record.option_c, record.option_d][record.correct_answer]!;
}

export const questionRows = (page: Page) => page.locator('table tbody tr');

/** Cell n (1-based) of every row of the question table. */
export const column = (page: Page, n: number) => page.locator(`table tbody tr td:nth-child(${n})`);

/** Runs `action` and returns the message of the window.alert it raises (accepting it). */
export async function alertFrom(page: Page, action: () => Promise<void>): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await action();
  return message;
}

/** Narrows the list with the search box and waits for that answer. */
/**
 * Searches the question list and waits for what the admin sees: the table named for that
 * search and no longer busy, or the empty state.
 */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search questions').fill(text);
  const results = page.getByRole('table', { name: `Question bank matching “${text}”`, exact: false }).and(page.locator('[aria-busy="false"]'));
  await expect(results.or(page.getByRole('heading', { name: 'No questions found' }))).toBeVisible();
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog fading in would be measured half-transparent: let animations settle first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
