import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures.ts';

export interface SeededCompany {
  /** the subadmin's id, as POST /api/admin/addsubadmin answers it */
  _id: string;
  companyName: string;
  userName: string;
  password: string;
}

async function tokenOf(request: APIRequestContext, user: { userName: string; password: string }) {
  const response = await request.post('/api/auth/signin', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The platform admin's token, for seeding what only the admin may create. */
export const adminToken = (request: APIRequestContext) => tokenOf(request, ADMIN);

/** A signed-in token of any seeded user, to check through the API what the screens did. */
export const tokenFor = tokenOf;

/**
 * A fresh company and its subadmin, created the way the platform admin does it:
 * POST /api/admin/addsubadmin (multipart, SPEC.md §7). Unique names, so runs never collide.
 */
export async function createCompanyViaApi(request: APIRequestContext): Promise<SeededCompany> {
  const suffix = randomUUID().slice(0, 8);
  const fields = {
    userName: `e2e-sub-${suffix}`,
    password: 'e2e-subadmin-password',
    companyName: `Bank e2e ${suffix}`,
    address: 'Rue Capois, Port-au-Prince',
    phoneNumber: '+509 3700-1111',
    isActive: 'true',
  };
  const response = await request.post('/api/admin/addsubadmin', {
    headers: bearer(await adminToken(request)),
    multipart: fields,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { success: boolean; data: { _id: string } };
  expect(body.success).toBe(true);
  return {
    _id: body.data._id,
    companyName: fields.companyName,
    userName: fields.userName,
    password: fields.password,
  };
}

/** A lottery category (shared by every company), created by the admin through the API. */
export async function createLotteryCategoryViaApi(
  request: APIRequestContext,
  lotteryName = `Draw e2e ${randomUUID().slice(0, 8)}`,
): Promise<{ _id: string; lotteryName: string }> {
  const response = await request.post('/api/admin/addlotterycategory', {
    headers: bearer(await adminToken(request)),
    data: { lotteryName, startTime: '08:00', endTime: '14:30' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { _id: string; lotteryName: string } }).data;
}
