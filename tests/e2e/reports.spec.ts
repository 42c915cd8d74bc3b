import { expect, test, type Locator, type Page } from './support/test';
import { apiGet, expectNoAxeViolations, openAdmin } from './support/admin-helpers';
import { waitForHydration } from './support/navigate';

// Reports are written to this spec's own server, so no other spec sees them.
test.use({ serverScope: 'reports' });

interface ServedQuestion {
  id: string;
  question: string;
  correct_answer: number;
  type: 'multiple-choice' | 'true-false';
}

/** Takes a three-question practice test to its results (the first answer right, the rest wrong). */
async function finishShortTest(page: Page): Promise<ServedQuestion[]> {
  await page.goto('/practice-test?questions=3');
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  for (const [index, question] of questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
    const wrong = (question.correct_answer + 1) % (question.type === 'true-false' ? 2 : 4);
    await page.getByRole('radio').nth(index === 0 ? question.correct_answer : wrong).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
  return questions;
}

const reviewItems = (page: Page) => page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem');
const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report a problem' });

async function openReport(item: Locator): Promise<Locator> {
  await item.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = item.page().getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a learner reports a problem from the results review; the admin sees it, opens the question and resolves it', async ({ page }) => {
  const questions = await finishShortTest(page);
  const first = questions[0]!;
  const message = `The answer to ${first.id} changed in 2025.`;

  const dialog = await openReport(reviewItems(page).first());
  await expect(dialog).toContainText(first.question);
  await dialog.getByRole('radio', { name: 'The marked answer is wrong' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(message);
  await expect(dialog.getByText(`${message.length} / 1,000 characters`)).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/reports') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await sent).postDataJSON()).toEqual({ question_id: first.id, reason: 'wrong-answer', message, lang: 'en' });
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your report was sent and will be checked.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await openAdmin(page);
  // Other tests of this worker may have left reports open: the count is read, not assumed.
  const { openReports } = await apiGet<{ openReports: number }>(page, '/api/admin/stats');
  expect(openReports).toBeGreaterThanOrEqual(1);
  const openCard = page.getByText('Open Reports').locator('..');
  await expect(openCard).toContainText(String(openReports));
  await page.getByRole('tab', { name: 'Reports' }).click();
  const group = page.getByRole('article', { name: `Question ${first.id}` });
  await expect(group).toContainText('1 report');
  await expect(group).toContainText(first.question);
  await expect(group).toContainText('Marked correct');
  await expect(group).toContainText('Wrong answer');
  await expect(group).toContainText(message);
  await expect(group).toContainText('English');

  await group.getByRole('button', { name: `Edit question ${first.id}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit question ${first.id}` });
  await expect(editor.getByLabel('Question text', { exact: true })).toHaveValue(first.question);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');

  await group.getByLabel('Note on this report (optional)').fill('Checked against the guide; the key was right.');
  await group.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report resolved.')).toBeVisible();
  await expect(group).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Learner reports' })).toBeFocused();

  await page.getByLabel('Status').selectOption('resolved');
  const resolved = page.getByRole('article', { name: `Question ${first.id}` });
  await expect(resolved).toContainText('Checked against the guide; the key was right.');
  await expect(resolved).toContainText('Resolved by e2e-admin@example.test');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(openCard).toContainText(String(openReports - 1));
});

test('the dialog by keyboard alone: open, choose a reason, type, send, Escape closes and focus returns', async ({ page }) => {
  await finishShortTest(page);
  const trigger = reviewItems(page).nth(1).getByRole('button', { name: 'Report a problem' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = reportDialog(page);
  await expect(dialog).toBeVisible();
  // The first reason has focus; Space chooses it, the arrows move between reasons.
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'The question is unclear' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Two options say the same thing.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Thank you!');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Escape also closes an unsent report, and the trigger has focus again.
  await page.keyboard.press('Enter');
  await expect(reportDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reportDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('asks for a reason, says when it cannot send offline and keeps what was typed, and shows the rate limit', async ({ page, context }) => {
  await finishShortTest(page);
  const item = reviewItems(page).first();
  let dialog = await openReport(item);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong.');
  await expect(dialog.getByRole('radio').first()).toBeFocused();

  await dialog.getByRole('radio', { name: 'Typo or spelling mistake' }).check();
  await dialog.getByRole('textbox').fill('“Parliment” in option B.');
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You are offline, so the report cannot be sent now.');
  await expect(dialog.getByRole('textbox')).toHaveValue('“Parliment” in option B.');
  // Closed and opened again: still there.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openReport(item);
  await expect(dialog.getByRole('radio', { name: 'Typo or spelling mistake' })).toBeChecked();
  await expect(dialog.getByRole('textbox')).toHaveValue('“Parliment” in option B.');

  await context.setOffline(false);
  await page.route('**/api/reports', (route) =>
    route.fulfill({ status: 429, json: { error: 'Too Many Requests', message: 'You have sent a lot of reports in a short time. Please wait a few minutes and try again.' } }),
  );
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have sent a lot of reports in a short time. Please wait a few minutes and try again.');
  await expect(dialog.getByRole('textbox')).toHaveValue('“Parliment” in option B.');
});

test('category practice offers the report once a question is answered, sends the language seen, and says a refusal in French', async ({ page }) => {
  await page.goto('/fr/study/category/GOV');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Répondre à 10 questions' }).click();
  const options = page.getByRole('list', { name: 'Choix de réponses' });
  await expect(options).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signaler un problème' })).toHaveCount(0);
  await options.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un problème' });
  await dialog.getByRole('radio', { name: "La question n'est pas claire" }).check();
  // Text pasted from another program may hold control characters: they are taken out, not refused.
  await dialog.getByRole('textbox').fill('Texte\u0007 collé\nsur deux lignes');
  // A refusal is said in French, whatever the server's (English) message.
  await page.route('**/api/reports', (route) => route.fulfill({ status: 400, json: { error: 'Bad Request', message: 'reason must be one of: …' } }));
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Le signalement n'a pas été accepté. Vérifiez votre texte, puis réessayez.");
  await page.unroute('**/api/reports');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/reports'));
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ reason: 'unclear', lang: 'fr', message: 'Texte collé\nsur deux lignes' });
  await expect(dialog.getByRole('status')).toHaveText('Merci! Votre signalement a été envoyé et sera vérifié.');
});

test.describe('axe', () => {
  test('the open dialog on the results review (desktop)', async ({ page }) => {
    await finishShortTest(page);
    const dialog = await openReport(reviewItems(page).first());
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open dialog on a French flashcard at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/flashcards');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Voir la réponse' }).click();
    await page.getByTestId('flashcard-answer').getByRole('button', { name: 'Signaler un problème' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un problème' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill('Précision');
    await expect(dialog.getByText('9 / 1 000 caractères')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('the Reports tab with a report', async ({ page }) => {
    const response = await page.request.post('/api/reports', { data: { question_id: 'gov-001', reason: 'out-of-date', message: 'Seats changed.', lang: 'fr' } });
    expect(response.status()).toBe(201);
    await openAdmin(page);
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByRole('article', { name: 'Question gov-001' })).toContainText('Seats changed.');
    await expectNoAxeViolations(page);
  });
});
