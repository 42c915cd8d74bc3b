/** The admin the end-to-end server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-admin-password' };
