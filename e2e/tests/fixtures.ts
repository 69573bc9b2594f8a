import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorZone } from '../operator-zone.ts';

export const ADMIN = { userName: 'e2e-admin', password: 'e2e-admin-password' };

export async function signInThroughForm(page: Page, user: { userName: string; password: string }) {
  await page.goto('/auth/signin');
  await page.getByLabel('Username').fill(user.userName);
  await page.locator('input[name=password]').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

let sessions = 0;
/**
 * Signs `user` in through the API and opens `screen` (its main menu unless told) with the session
 * the sign-in page would have stored (sessionStorage, apps/web/src/lib/session.ts): no form to
 * fill. The sign-in tests themselves use the form (signInThroughForm). Straight to the screen the
 * test is about: a page load of the main menu first cost about a second of the browser's CPU
 * (its code, its home queries) in 70 tests.
 */
export async function signInAs(
  page: Page,
  user: { userName: string; password: string },
  screen?: string,
) {
  const response = await page.request.post('/api/auth/signin', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as {
    token: string;
    user: {
      role: string;
      userName: string;
      companyName?: string | null;
      _id: string;
      timeZone: string;
    };
  };
  const session = {
    token: answer.token,
    userRole: answer.user.role,
    userName: answer.user.userName,
    company: answer.user.companyName ?? '',
    userId: answer.user._id,
    timeZone: answer.user.timeZone,
  };
  // Stored at the next page load only (its own mark), so a later sign-out or sign-in stands.
  const mark = `e2e-session-${sessions++}`;
  await page.addInitScript(
    ({ mark, session }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, 'stored');
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { mark, session },
  );
  // The main menu's address is the role's own (a supervisor's is /supervisor/main-menu).
  await page.goto(screen ?? '/admin/main-menu');
  await expect(page).toHaveURL(screen ? new URL(screen, page.url()).href : /\/main-menu$/);
  await shellReady(page);
}

/**
 * The role's shell is on screen (its code loads after sign-in, issue 16): keys pressed from
 * here reach it (its skip link, its search's `/` and Ctrl-K).
 */
export async function shellReady(page: Page) {
  await expect(page.locator('a.skip-link')).toBeAttached();
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

let counter = 0;
/** A name no other test of this run uses. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface SeededCompany {
  _id: string;
  /** the same id, for tests that read `id` */
  id: string;
  companyName: string;
  userName: string;
  password: string;
}

/** A company and its subadmin, created through the admin API (POST /api/admin/addsubadmin, multipart). */
export async function createCompanyViaApi(
  request: APIRequestContext,
  extra: Partial<{ companyName: string; userName: string }> = {},
): Promise<SeededCompany> {
  const token = await apiToken(request, ADMIN);
  const userName = extra.userName ?? uniqueName('boss').replace(/\s/g, '-');
  const password = 'secret-123';
  const response = await request.post('/api/admin/addsubadmin', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      userName,
      password,
      companyName: extra.companyName ?? uniqueName('Banque'),
      address: 'Delmas 33',
      phoneNumber: '+509 3400 0000',
      isActive: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const data = (await response.json()).data;
  return { _id: data._id, id: data._id, companyName: data.companyName, userName, password };
}

/**
 * A lottery category created through the admin API, open 00:00–23:59 operator time: the run's
 * operator zone is one where it is about noon (operator-zone.ts), so it is open and its draw is
 * today whatever the clock.
 */
export async function createLotteryCategoryViaApi(
  request: APIRequestContext,
  name = uniqueName('Tirage'),
) {
  const token = await apiToken(request, ADMIN);
  const response = await request.post('/api/admin/addlotterycategory', {
    headers: { authorization: `Bearer ${token}` },
    data: { lotteryName: name, startTime: '00:00', endTime: '23:59' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { _id: string; lotteryName: string };
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

/** The operator's time zone of this run (the server's TZ_OPERATOR, the browser's zone). */
export const OPERATOR_ZONE = operatorZone();

/** Today in the operator's time zone: the draw date of a sale made now. */
export const operatorToday = () =>
  new Date().toLocaleDateString('en-CA', { timeZone: OPERATOR_ZONE });

/**
 * A supervisor and a seller under it, created by the subadmin through the API
 * (POST /api/subadmin/addsuperVisor, /api/subadmin/addseller, SPEC.md §7).
 */
async function staffViaApi(request: APIRequestContext, subadminToken: string) {
  const supervisor = { userName: uniqueName('sup').replace(/\s/g, '-'), password: 'sup-pass-12' };
  const added = await request.post('/api/subadmin/addsuperVisor', {
    headers: bearer(subadminToken),
    data: { ...supervisor, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const seller = {
    userName: uniqueName('seller').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: uniqueName('imei').replace(/\s/g, '-'),
  };
  const response = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true, superVisorName: supervisor.userName },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { supervisor, seller };
}

/** A new company with a lottery category, its subadmin's token, and a supervisor with a seller. */
export async function shopViaApi(request: APIRequestContext) {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const subadminToken = await apiToken(request, company);
  return { company, category, subadminToken, ...(await staffViaApi(request, subadminToken)) };
}

/** Sells one ticket through the seller device API; answers its readable ticket ID. */
export async function sellViaApi(
  request: APIRequestContext,
  seller: { userName: string; password: string; imei: string },
  lotteryCategoryName: string,
  numbers: { gameCategory: string; number: string; amount: number }[],
) {
  const token = await apiToken(request, seller);
  const response = await request.post('/api/seller/addticket', {
    headers: bearer(token),
    data: { lotteryCategoryName, numbers },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.ticketId as string;
}

/**
 * A result is accepted only once its draw closed (issue 29): the admin moves a test's own draw
 * (00:00–23:59) to close a minute ago, operator time, as the clock would (the run is about noon).
 */
export async function closeTodaysDrawViaApi(
  request: APIRequestContext,
  lotteryCategoryName: string,
) {
  const token = await apiToken(request, ADMIN);
  const list = await request.get('/api/admin/getlotterycategory', { headers: bearer(token) });
  const categories = (await list.json()).data as { _id: string; lotteryName: string }[];
  const category = categories.find(
    (c) => c._id === lotteryCategoryName || c.lotteryName === lotteryCategoryName,
  );
  expect(category, lotteryCategoryName).toBeDefined();
  const clock = new Date(Date.now() - 60_000).toLocaleTimeString('en-GB', {
    timeZone: OPERATOR_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const moved = await request.patch(`/api/admin/updatelotterycategory/${category!._id}`, {
    headers: bearer(token),
    data: { startTime: '00:00', endTime: clock },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** The admin closes a draw's sales (closeTodaysDrawViaApi) and posts today's result of it. */
export async function postResultViaApi(
  request: APIRequestContext,
  lotteryCategoryName: string,
  numbers: { gameCategory: string; position: number; number: string }[],
) {
  await closeTodaysDrawViaApi(request, lotteryCategoryName);
  const response = await request.post('/api/admin/addwiningnumber', {
    headers: bearer(await apiToken(request, ADMIN)),
    data: { lotteryCategoryName, date: operatorToday(), numbers },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A company with a draw open all day, and a seller without a device yet. */
export async function shopWithoutDeviceViaApi(request: APIRequestContext) {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const subadminToken = await apiToken(request, company);
  const seller = { userName: uniqueName('pv').replace(/\s/g, '-'), password: 'seller-pass-12' };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const sellerId = (await added.json()).data._id as string;
  return { company, category, subadminToken, seller, sellerId };
}
