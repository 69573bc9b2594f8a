import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';
import { bearer, createCompany, createUser, signIn } from '../support/factories.ts';

// Issue 36: SPEC.md §7 sends a JSON content type on every call, DELETE included, with no body.
const { app, ctx } = await testApp();
const admin = await signIn(app, await createUser(ctx.db, 'admin', null));
const { company } = await createCompany(ctx.db);

const send = (method: 'DELETE' | 'POST', url: string, payload?: string) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });

describe('a JSON content type with no body', () => {
  it.each([undefined, '', '  \n'])('is no body at all on a DELETE (%j)', async (payload) => {
    const alert = await app.inject({
      method: 'POST',
      url: '/api/admin/addpaymentalert',
      headers: bearer(admin),
      payload: { company: company.id, message: 'Pay by Friday', date: '2026-11-20' },
    });
    expect(alert.statusCode, alert.body).toBe(200);
    const response = await send(
      'DELETE',
      `/api/admin/deletepaymentalert/${alert.json().data._id}`,
      payload,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('on a call that needs a body, names the missing fields (not "the body is empty")', async () => {
    const response = await send('POST', '/api/admin/addlotterycategory');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('request.empty_body');
  });

  it('still refuses malformed JSON and a poisoned prototype', async () => {
    const broken = await send('POST', '/api/admin/addlotterycategory', '{"lotteryName":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('request.invalid_json');
    const poisoned = await send(
      'POST',
      '/api/admin/addlotterycategory',
      '{"lotteryName":"x","startTime":"08:00","endTime":"09:00","__proto__":{"admin":true}}',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
