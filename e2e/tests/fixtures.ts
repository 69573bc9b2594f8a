import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** A bearer token for `user`, through the sign-in API. */
export async function apiToken(
  request: APIRequestContext,
  user: { userName: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Short unique names, so runs never collide. */
export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`;

/**
 * A fresh company and its subadmin, created by the admin through
 * `POST /api/admin/addsubadmin` (multipart, SPEC.md §7), as an operator would.
 */
export async function createCompanyViaApi(request: APIRequestContext) {
  const admin = await apiToken(request, ADMIN);
  const subadmin = {
    userName: uniqueName('company'),
    password: 'company-pass-1',
    companyName: uniqueName('Borlette'),
  };
  const response = await request.post('/api/admin/addsubadmin', {
    headers: bearer(admin),
    multipart: {
      ...subadmin,
      address: 'Rue Capois, Port-au-Prince',
      phoneNumber: '+509 3700 0000',
      isActive: 'true',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { _id: string; companyName: string } };
  return { ...subadmin, id: data._id, companyName: data.companyName };
}

/** A lottery category, created by the admin (shared by every company). */
export async function createLotteryCategoryViaApi(request: APIRequestContext) {
  const admin = await apiToken(request, ADMIN);
  const lotteryName = uniqueName('New York');
  const response = await request.post('/api/admin/addlotterycategory', {
    headers: bearer(admin),
    data: { lotteryName, startTime: '08:00', endTime: '14:30' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { _id: string; lotteryName: string };
}
