import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/admin';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-rate-limit' });

/* After it, this client address cannot log in for 15 minutes (failures are kept in the database). */
test('after five failed logins the server refuses further attempts and the form says so', async ({ page }) => {
  await page.goto('/admin');
  const attempt = async (password: string) => {
    await page.getByLabel('Admin email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
    await page.getByRole('button', { name: 'Log in to the admin panel' }).click();
    return (await answer).status();
  };
  for (let i = 1; i <= 5; i += 1) {
    expect(await attempt(`wrong-password-${i}`)).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  expect(await attempt('wrong-password-6')).toBe(429);
  await expect(page.getByRole('alert')).toHaveText('Too many failed attempts. Please wait 15 minutes and try again.');

  // Even the right password is refused while the limit holds.
  expect(await attempt(E2E_ADMIN.password)).toBe(429);
  await expect(page.getByRole('alert')).toHaveText('Too many failed attempts. Please wait 15 minutes and try again.');
  await expect(page.getByRole('tab')).toHaveCount(0);
});
