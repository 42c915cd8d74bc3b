import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { loginViaApi } from './support/admin-helpers';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-auth' });

const HINT_KEY = 'ca_admin_auth';

test('without a session every admin endpoint answers 401, and the page shows only the login form', async ({ page, request }) => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/questions'],
    ['GET', '/api/admin/questions/his-001'],
    ['POST', '/api/admin/questions', {}],
    ['PUT', '/api/admin/questions/his-001', {}],
    ['DELETE', '/api/admin/questions/his-001'],
    ['PUT', '/api/admin/questions/his-001/reorder-answers', { newOrder: [1, 0, 2, 3] }],
    ['POST', '/api/admin/questions/shuffle-answers', { questionIds: ['his-001'] }],
    ['GET', '/api/admin/questions/answer-distribution'],
    ['POST', '/api/admin/questions/fix-distribution', { dryRun: false }],
    ['POST', '/api/admin/questions/bulk-import', { questions: [{}] }],
    ['GET', '/api/admin/reports'],
    ['PATCH', '/api/admin/reports/0b7c1a52-5d0e-4f7a-9c3e-1b2a3c4d5e6f', { status: 'resolved' }],
  ];
  for (const [method, url, data] of calls) {
    const response = await request.fetch(url, { method, data });
    expect(response.status(), `${method} ${url}`).toBe(401);
  }

  // The stored flag is a hint only: with it but without a session, the panel is not shown.
  await page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify('authenticated')), HINT_KEY);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to the admin panel' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/login')) loginCalls += 1;
  });
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Log in to the admin panel' });
  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Admin email')).toBeFocused();
  await expect(page.getByLabel('Admin email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Admin email').fill('not-an-email');
  await page.getByLabel('Password').fill('something');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeHidden();
  expect(loginCalls).toBe(0);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('a wrong password shows "Invalid email or password"', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Admin email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in to the admin panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('login opens the panel; reload keeps the session; logout ends it on the server and returns to Dashboard next time', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Admin email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to the admin panel' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Admin panel' });
  await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(['Dashboard', 'Questions', 'Answer distribution', 'Reports']);
  await expect(heading).toBeFocused();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), HINT_KEY)).toBe(JSON.stringify('authenticated'));

  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  // The session lives on the server: the cookie is HttpOnly and the browser storage is not the check.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ca_admin_session')?.httpOnly).toBe(true);

  await page.getByRole('tab', { name: 'Answer distribution' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in to the admin panel' })).toBeVisible();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await expect(heading).toBeFocused();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), HINT_KEY)).toBeNull();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in to the admin panel' })).toBeVisible();
  await page.getByLabel('Admin email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to the admin panel' }).click();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
});

test('a session ended elsewhere sends the admin back to the login form', async ({ page }) => {
  await loginViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  // Let the dashboard's own calls finish first, so the tab click below is what meets the 401.
  await page.waitForLoadState('networkidle');
  // Logged out in another tab: the server has forgotten the session.
  expect((await page.request.post('/api/admin/logout')).status()).toBe(204);
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to the admin panel' })).toBeVisible();
});
