import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { englishOf, type MessageCode } from '@tiraj/domain';
import { blockNumbers, percentageLimits } from '../../src/db/schema/index.ts';
import {
  bearer,
  caller,
  closedCategory,
  createCompany,
  createUser,
  imeiOf,
  insertLimit,
  shop,
  signIn,
  unique,
} from '../support/factories.ts';
import { sell } from '../support/sales.ts';
import { tokensByRole } from '../support/roles.ts';
import { testApp } from '../support/app.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const { tokens, fixture } = await tokensByRole(app, db);

/**
 * The answer carries the code and parameters, and its English message is the code's text with
 * those parameters: the table in packages/domain and the API cannot say different things.
 */
function expectCoded(
  response: { statusCode: number; json: () => Record<string, unknown> },
  status: number,
  code: MessageCode,
  params?: Record<string, unknown>,
) {
  const body = response.json();
  expect(response.statusCode, JSON.stringify(body)).toBe(status);
  expect(body).toMatchObject({ success: false, code });
  expect(body.params).toEqual(params);
  expect(body.message).toBe(englishOf(code, (params ?? {}) as Record<string, string>));
  return body;
}

const signInAs = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload });

describe('a refused sale names each line by its code and parameters', () => {
  it('blocked, limit (with what is available) and percentage, in one answer', async () => {
    const s = await shop(app, db);
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '13',
    });
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 125 },
    ]);
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [{ gameCategory: 'MRG', limitPercent: 10 }],
    });
    const response = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
      { gameCategory: 'BLT', number: '27', amount: 150 },
      { gameCategory: 'MRG', number: '12x34', amount: 50 },
    ]);
    const summary =
      'BLT 13: the number is blocked; BLT 27: the amount passes the limit; ' +
      'MRG 12×34: the amount passes the percentage limit';
    const body = expectCoded(response, 422, 'sale.refused', { summary });
    expect(body.details).toEqual({
      lines: [
        {
          index: 0,
          gameCategory: 'BLT',
          number: '13',
          reason: 'blocked',
          code: 'sale.blocked',
          params: { gameCategory: 'BLT', number: '13' },
        },
        {
          index: 1,
          gameCategory: 'BLT',
          number: '27',
          reason: 'limit',
          available: 125,
          code: 'sale.limit',
          params: { gameCategory: 'BLT', number: '27', available: 125 },
        },
        {
          index: 2,
          gameCategory: 'MRG',
          number: '12×34',
          reason: 'percentage',
          available: 15.5,
          code: 'sale.percentage',
          params: { gameCategory: 'MRG', number: '12×34', available: 15.5 },
        },
      ],
    });
  });

  it('closed: every line of a ticket for a category closed for sale', async () => {
    const s = await shop(app, db);
    const closed = await closedCategory(db);
    const response = await sell(app, s.tokens.seller, closed.id, [
      { gameCategory: 'L3C', number: '123', amount: 5 },
    ]);
    const body = expectCoded(response, 422, 'sale.refused', {
      summary: 'L3C 123: the lottery is closed for sale',
    });
    expect(body.details).toMatchObject({
      lines: [{ code: 'sale.closed', params: { gameCategory: 'L3C', number: '123' } }],
    });
  });

  it('a number that does not fit its game: a 400 naming the line', async () => {
    const s = await shop(app, db);
    const response = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'MRG', number: '123', amount: 5 },
    ]);
    const message = 'MRG numbers are two 2-digit numbers, like 12×34';
    const body = expectCoded(response, 400, 'validation.failed', { summary: message });
    expect(body.errors).toEqual([
      { field: 'numbers.0.number', message, code: 'sale.number_format_mrg' },
    ]);
  });
});

describe('sign-in refusals carry their codes', () => {
  it('bad credentials, inactive user, inactive company, wrong device', async () => {
    const c = await createCompany(db);
    expectCoded(
      await signInAs({ userName: c.subadmin.userName, password: 'wrong' }),
      401,
      'signin.bad_credentials',
    );
    const off = await createUser(db, 'supervisor', c.company.id, { isActive: false });
    expectCoded(
      await signInAs({ userName: off.userName, password: off.password }),
      403,
      'signin.user_inactive',
    );
    const closedDown = await createCompany(db, { isActive: false });
    expectCoded(
      await signInAs({
        userName: closedDown.subadmin.userName,
        password: closedDown.subadmin.password,
      }),
      403,
      'signin.company_inactive',
    );
    expectCoded(
      await signInAs({ userName: c.seller.userName, password: c.seller.password, imei: 'other' }),
      403,
      'signin.wrong_device',
    );
    expect(await imeiOf(db, c.seller.id)).not.toBe('other');
  });
});

describe('a 400 of the contracts: a code and zod parameters per field', () => {
  it('required, too long, a control character, not text', async () => {
    const body = expectCoded(
      await signInAs({ password: 'x'.repeat(201) }),
      400,
      'validation.failed',
      {
        summary: 'User name is required. Password must be at most 200 characters',
      },
    );
    expect(body.errors).toEqual([
      { field: 'userName', message: 'User name is required', code: 'validation.required' },
      {
        field: 'password',
        message: 'Password must be at most 200 characters',
        code: 'validation.too_long',
        params: { maximum: 200 },
      },
    ]);
    const control = (await signInAs({ userName: 'a\u0000b', password: 'x' })).json();
    expect(control.errors).toEqual([
      {
        field: 'userName',
        message: 'User name must not contain control characters',
        code: 'validation.control_characters',
      },
    ]);
    const typed = (await signInAs({ userName: 42, password: 'x' })).json();
    expect(typed.errors[0]).toMatchObject({
      field: 'userName',
      code: 'validation.invalid_type',
      params: { expected: 'string' },
    });
  });

  it('a body that is not an object, a date that does not exist', async () => {
    const list = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: [] });
    expect(list.json().errors).toEqual([
      {
        field: 'body',
        message: 'The request body must be a JSON object.',
        code: 'validation.not_an_object',
        params: { part: 'body' },
      },
    ]);
    const date = await caller(app, tokens.subadmin)(
      'GET',
      '/api/subadmin/gettickets?fromDate=2026-02-30&toDate=2026-03-01',
    );
    expect(date.statusCode).toBe(400);
    expect(date.json().errors[0]).toMatchObject({
      field: 'fromDate',
      code: 'validation.invalid_date',
    });
  });
});

describe('the common answers: 401, 403, 404, 409', () => {
  it('401 without a token and with an ended session; 403 for another role', async () => {
    const route = '/api/subadmin/getseller';
    expectCoded(await app.inject({ method: 'GET', url: route }), 401, 'auth.sign_in');
    expectCoded(
      await app.inject({ method: 'GET', url: route, headers: bearer('no-such-token') }),
      401,
      'auth.session_ended',
    );
    expectCoded(await caller(app, tokens.seller)('GET', route), 403, 'forbidden');
  });

  it('404 of a record names its kind; 409 names what is taken, on its field', async () => {
    const asSubadmin = caller(app, tokens.subadmin);
    expectCoded(
      await asSubadmin('DELETE', `/api/subadmin/deleteseller/${randomUUID()}`),
      404,
      'seller.not_found',
    );
    const asAdmin = caller(app, await signIn(app, await createUser(db, 'admin', null)));
    const name = unique('Lakay');
    const category = { lotteryName: name, startTime: '08:00', endTime: '20:00' };
    expect((await asAdmin('POST', '/api/admin/addlotterycategory', category)).statusCode).toBe(200);
    expectCoded(
      await asAdmin('POST', '/api/admin/addlotterycategory', category),
      409,
      'lottery_category.name_taken',
      { name },
    );
    const taken = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: fixture.seller.userName,
      password: 'secret-1',
      isActive: true,
    });
    const body = expectCoded(taken, 409, 'user_name.taken', { userName: fixture.seller.userName });
    expect(body.errors).toEqual([
      {
        field: 'userName',
        message: `The user name "${fixture.seller.userName}" is already taken.`,
        code: 'user_name.taken',
        params: { userName: fixture.seller.userName },
      },
    ]);
  });
});
