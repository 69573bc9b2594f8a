import { z } from 'zod';
import type { DeviceFixture } from './lotterysoft-fixtures.ts';

// What LotterySoft's app sends on each call, and nothing more (PROTOCOL §2 as corrected by §5,
// read from ApiClient.java, FiniDialog.java and ReplayTicket.java): the fixtures must send exactly
// this, so that no device route ever comes to require a field the app does not send.

const text = z.string();
const day = z.string().regex(/^(\d{4}-\d{2}-\d{2}|\{\{\w+\}\})$/);
const range = z.strictObject({ lotteryCategoryName: text, fromDate: day, toDate: day });
const none = z.strictObject({});

/** A line as Public.addTicketItem builds it: the number a typed string, the amount an int. */
const appLine = z.strictObject({ gameCategory: text, number: text, amount: z.number().int() });

/**
 * `numbers` is `Public.ticket_data.toString()`: a Java list's `[a, b]` of compact JSONObjects,
 * a string, never an array.
 */
const appNumbers = text.refine((s) => {
  const lines = z.array(appLine).safeParse(JSON.parse(s));
  if (!lines.success) return false;
  const rendered = lines.data.map((l) => JSON.stringify(l)).join(', ');
  return s === `[${rendered}]`;
}, 'numbers is not the app’s rendering of its lines');

interface AppRequest {
  method: DeviceFixture['request']['method'];
  /** the path without its query */
  path: RegExp;
  encoding: DeviceFixture['request']['encoding'];
  /** false: the app sends no token */
  auth: boolean;
  query: z.ZodType;
  body: z.ZodType;
}

const get = (path: RegExp, query: z.ZodType): AppRequest => ({
  method: 'GET',
  path,
  encoding: 'json',
  auth: true,
  query,
  body: z.undefined(),
});
const emptyForm = (method: 'POST' | 'DELETE', path: RegExp, auth = true): AppRequest => ({
  method,
  path,
  encoding: 'form',
  auth,
  query: none,
  body: z.union([z.undefined(), none]),
});

export const APP_REQUESTS: Record<string, AppRequest> = {
  D1: {
    method: 'POST',
    path: /^\/api\/seller\/signin$/,
    encoding: 'gzip',
    auth: false,
    query: none,
    body: z.strictObject({ imei: text, password: text }),
  },
  D2: emptyForm('POST', /^\/api\/seller\/signout$/, false),
  D3: get(/^\/api\/admin\/getlotterycategory$/, none),
  D4: get(/^\/api\/seller\/lotterytimecheck$/, z.strictObject({ lotId: text })),
  D5: {
    method: 'POST',
    path: /^\/api\/seller\/newticket$/,
    encoding: 'gzip',
    auth: true,
    query: none,
    body: z.strictObject({ sellerId: text, lotteryCategoryName: text, numbers: appNumbers }),
  },
  D6: get(/^\/api\/seller\/gettickets$/, range),
  // The app asks a ticket's lines by the `_id` its list gave (TicketCustomAdapterListView).
  D7: get(/^\/api\/seller\/getticketnumbers$/, z.strictObject({ id: text })),
  D8: get(/^\/api\/seller\/getdeletedtickets$/, range),
  D9: get(/^\/api\/seller\/getwintickets$/, range),
  D10: get(/^\/api\/seller\/getsalereports$/, range),
  D11: {
    method: 'POST',
    path: /^\/api\/seller\/getwiningnumber$/,
    encoding: 'form',
    auth: true,
    query: none,
    body: range,
  },
  D12: emptyForm('DELETE', /^\/api\/seller\/deleteticket\/[^/]+$/),
  D13: emptyForm('DELETE', /^\/api\/seller\/deleteticketforever\/[^/]+$/),
  D14: {
    method: 'POST',
    path: /^\/api\/seller\/replayticket\/$/,
    encoding: 'gzip',
    auth: true,
    query: none,
    // tId is the text the seller typed, a string even when it is digits.
    body: z.strictObject({ tId: text, date: day, lottery: text, newLottery: text }),
  },
};

/** What in a fixture's request differs from what the app sends on its call (empty: nothing). */
export function differencesFromApp({ call, request }: DeviceFixture): string[] {
  const app = APP_REQUESTS[call];
  if (!app) return [`${call} is not a call of the app`];
  const [path = '', search = ''] = request.path.split('?');
  const problems: string[] = [];
  if (request.method !== app.method) problems.push(`method ${request.method}, not ${app.method}`);
  if (!app.path.test(path)) problems.push(`path ${path}`);
  if (request.encoding !== app.encoding)
    problems.push(`encoding ${request.encoding}, not ${app.encoding}`);
  if (request.auth !== app.auth)
    problems.push(app.auth ? 'no token' : 'a token the app never sends');
  const query = app.query.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!query.success) problems.push(`query: ${query.error.message}`);
  const body = app.body.safeParse(request.body);
  if (!body.success) problems.push(`body: ${body.error.message}`);
  return problems;
}
