import { expect, type Page } from '@playwright/test';

export const ADMIN = { userName: 'e2e-admin', password: 'e2e-admin-password' };

export async function signInThroughForm(page: Page, user: { userName: string; password: string }) {
  await page.goto('/auth/signin');
  await page.getByLabel('Username').fill(user.userName);
  await page.locator('input[name=password]').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInAs(page: Page, user: { userName: string; password: string }) {
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/main-menu$/);
}

/** The API, called as a given user, for seeding and for checking what the server answers. */
export async function apiSignIn(
  page: Page,
  user: { userName: string; password: string },
): Promise<string> {
  const response = await page.request.post('/api/auth/signin', { data: user });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}
