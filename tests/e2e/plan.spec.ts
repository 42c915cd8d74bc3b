import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { readRecordAttempts } from './support/learner-storage';
import { waitForHydration } from './support/navigate';
import { loginViaApi } from './support/admin-helpers';

interface ServedQuestion {
  id: string;
  correct_answer: number;
}

/** A local YYYY-MM-DD `days` from today. */
const dayIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /plan, once the device's goal is read (the countdown shows) and the day's plan is worked out. */
async function openPlan(page: Page) {
  await page.goto('/plan');
  await waitForHydration(page);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page.getByText('Loading your plan…')).toHaveCount(0);
}

/** A full practice test, one answer in four wrong: it ticks the plan's mock off and adds 20 answers. */
async function takeFullTest(page: Page) {
  const rounds = (await readRecordAttempts(page, 'round')).length;
  await page.goto('/practice-test?questions=20');
  await waitForHydration(page);
  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await served).json()) as { data: ServedQuestion[] }).data;
  for (const [index, q] of questions.entries()) {
    await page.getByRole('radiogroup').getByRole('radio').nth(index % 4 === 0 ? (q.correct_answer === 0 ? 1 : 0) : q.correct_answer).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  await expect.poll(async () => (await readRecordAttempts(page, 'round')).length).toBe(rounds + 1);
}

test("set a test date and a daily time; today's plan ticks off a lesson section and new questions as they are done", async ({ page }) => {
  await openPlan(page);
  await expect(page.getByTestId('countdown')).toHaveText('No date yet: the plan paces you for a month.');
  await page.getByLabel('Test date').fill(dayIn(21));
  await expect(page.getByTestId('countdown')).toHaveText('21 days to your test');
  await page.getByRole('radio', { name: '1 hour' }).check();

  // The plan for any calendar app, made on the device: the test day and an hour of study a day.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('citizenship-test-plan.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${dayIn(21).replaceAll('-', '')}`);
  expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=21');
  expect(ics).toMatch(/DURATION:PT(1H|60M)\r\n/);

  const plan = page.getByTestId('today-plan');
  const lessons = plan.getByRole('listitem').filter({ hasText: /Read \d+ lesson sections?/ }).first();
  await expect(lessons).toContainText(/To do: Read \d+ lesson sections?/);
  await expect(plan.getByRole('link', { name: /new questions? in/ })).not.toHaveCount(0);

  // The first section of the plan, marked as read on its lesson page.
  const firstSection = lessons.getByRole('list').getByRole('link').first();
  const sectionTitle = (await firstSection.textContent())!;
  await firstSection.click();
  await waitForHydration(page);
  await page.getByRole('region', { name: sectionTitle, exact: false }).getByRole('button', { name: 'Mark this section as read' }).click();
  await expect.poll(async () => (await readRecordAttempts(page, 'read')).length).toBe(1);

  // One new question in the plan's first topic.
  await openPlan(page);
  await expect(lessons).toContainText('1 of');
  const topic = plan.getByRole('link', { name: /new questions? in/ }).first();
  const topicName = (await topic.textContent())!.replace(/^\d+ new questions? in /, '');
  await topic.click();
  await waitForHydration(page);
  await page.getByRole('list', { name: 'Answer options' }).getByRole('button').first().click();
  await expect(page.getByTestId('practice-feedback')).toBeVisible();
  await expect.poll(async () => (await readRecordAttempts(page, 'answer')).length).toBe(1);
  await openPlan(page);
  await expect(plan.getByRole('listitem').filter({ hasText: `new questions in ${topicName}` })).toContainText(/1 of \d+/);

  // The choices stay on the device.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Test date')).toHaveValue(dayIn(21));
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();

  // The landing page, /study and /progress count down to it, say how far today's plan is done, give the test's facts and lead to the plan.
  for (const path of ['/', '/progress', '/study']) {
    await page.goto(path);
    await waitForHydration(page);
    const glance = page.getByTestId('plan-glance');
    await expect(glance.getByTestId('plan-line')).toHaveText("21 days to your test: today's plan");
    await expect(glance).toContainText(/Today's steps done: [0-9]+ of [1-9][0-9]*\. Next: /);
    // The next step is a link to where it is done (here the lesson sections not yet read).
    await expect(glance.getByRole('link', { name: /^Read \d+ lesson sections?$/ })).toHaveAttribute('href', /^\/learn\/[a-z-]+#[a-z0-9-]+$/);
    await expect(glance).toContainText('The real test: 20 questions in 45 minutes, 15 right to pass, up to 3 attempts.');
  }
  await page.getByTestId('plan-line').getByRole('link').click();
  await expect(page).toHaveURL('/plan');
});

test('the invitation date gives the 30-day window; the pass estimate appears with its range once 40 questions are answered', async ({ page }) => {
  await openPlan(page);
  await page.getByLabel('Or the date of your invitation to the test').fill(dayIn(-5));
  await expect(page.getByTestId('countdown')).toHaveText('25 days left in your window');
  await expect(page.getByText('Answer 40 more questions for a pass estimate.')).toBeVisible();

  // Three tests: at least 40 different questions (two may share a few).
  for (let i = 0; i < 3; i += 1) await takeFullTest(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openPlan(page);
  // Tests taken today: the plan's mock is done.
  await expect(page.getByTestId('today-plan').getByRole('listitem').filter({ hasText: 'A full practice test' })).toContainText('Done');
  const estimate = page.getByTestId('pass-estimate');
  await expect(estimate.getByText('If the test were today')).toBeVisible();
  await expect(estimate.getByText(/if you studied no more/)).toBeVisible();
  const chance = estimate.getByText(/% chance to pass$/).first();
  // Three answers in four right: neither a sure pass nor a sure fail, with a range around it.
  await expect(chance).toHaveText(/^\d{1,2} % chance to pass$/);
  await expect(estimate.getByText(/likely between \d+ % and \d+ %/).first()).toBeVisible();
  // Worked out off the main thread.
  expect(workers.filter((url) => /estimate\.worker/.test(url))).not.toHaveLength(0);
  await page.getByText('How this is worked out').click();
  await expect(page.getByText(/we draw 1,000 tests of 20 questions/)).toBeVisible();

  // How accurate it is: the simulation's table, and the learners' reports (none public yet).
  await page.getByRole('link', { name: 'How accurate is it? The figures' }).click();
  await expect(page).toHaveURL('/plan/accuracy');
  await expect(page.getByRole('heading', { level: 1, name: 'How accurate is the pass estimate?' })).toBeVisible();
  const table = page.getByTestId('simulation-table');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row', { name: /^90–100 %/ })).toContainText(/\d+ %$/);
  await expect(page.getByTestId('estimate-accuracy')).toContainText(/Too few learners have reported their result yet\. A band of the estimate is shown here once 30 learners in it have reported \(so far, \d+ reports in all\)\./);
});

test('after the test date the plan asks once how it went; with consent the answer alone reaches the admins', async ({ page }) => {
  await openPlan(page);
  await page.getByLabel('Test date').fill(dayIn(3));
  await expect(page.getByTestId('countdown')).toHaveText('3 days to your test');
  await expect(page.getByRole('heading', { name: 'How did your citizenship test go?' })).toHaveCount(0);

  // Five days later (the page's clock).
  await page.clock.setFixedTime(new Date(Date.now() + 5 * 24 * 60 * 60 * 1000));
  await openPlan(page);
  const question = page.getByRole('region', { name: 'How did your citizenship test go?' });
  await expect(question).toBeVisible();
  const send = question.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await question.getByRole('radio', { name: 'I passed' }).check();
  await question.getByLabel('Which attempt was it?').selectOption('2');
  await expect(send).toBeDisabled();
  await question.getByRole('checkbox', { name: /Send my answer/ }).check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/outcomes') && r.method() === 'POST');
  await send.click();
  expect((await posted).postDataJSON()).toEqual({ result: 'passed', band: null, daysStudied: 0, attempt: 2, lang: 'en' });
  await expect(page.getByText('Thank you. Your answer helps')).toBeVisible();

  // Asked once.
  await openPlan(page);
  await expect(page.getByRole('heading', { name: 'How did your citizenship test go?' })).toHaveCount(0);
  await loginViaApi(page);
  const admin = (await (await page.request.get('/api/admin/outcomes')).json()) as { data: { withoutBand: number } };
  expect(admin.data.withoutBand).toBeGreaterThanOrEqual(1);
  await page.clock.setFixedTime(new Date());
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Pass estimate against reported results' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/Reports with no estimate shown: [1-9]\d*\./)).toBeVisible();
});
