import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import { storedUser } from '../../support/checks.ts';
import { bearer, createUser, imeiOf, signedInCompany, signIn } from '../../support/factories.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const setLanguage = (token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** A user of each role, signed in: the platform admin and a company's three roles. */
async function everyRole() {
  const company = await signedInCompany(app, db);
  const admin = await createUser(db, 'admin', null);
  return [
    { role: 'admin', user: admin, token: await signIn(app, admin) },
    { role: 'subadmin', user: company.subadmin, token: company.tokens.subadmin },
    { role: 'supervisor', user: company.supervisor, token: company.tokens.supervisor },
    { role: 'seller', user: company.seller, token: company.tokens.seller },
  ] as const;
}

describe("the user's language", () => {
  it('is not chosen at first: null at sign-in and in /auth/me', async () => {
    const user = await createUser(db, 'supervisor', (await signedInCompany(app, db)).company.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: user.userName, password: user.password },
    });
    expect(response.json().user).toMatchObject({ _id: user.id, language: null });
    expect((await me(response.json().token)).json().user.language).toBeNull();
  });

  it('PATCH /api/auth/me sets it for every role: answered, stored, signed in elsewhere', async () => {
    for (const [{ role, user, token }, language] of (await everyRole()).map(
      (r, i) => [r, (['ht', 'fr', 'en', 'ht'] as const)[i]!] as const,
    )) {
      const response = await setLanguage(token, { language });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        user: {
          role,
          userName: user.userName,
          companyName: role === 'admin' ? null : expect.any(String),
          _id: user.id,
          timeZone: expect.any(String),
          language,
        },
      });
      expect((await storedUser(db, user.id))!.language).toBe(language);
      expect((await me(token)).json().user.language).toBe(language);
      // A second device: the sign-in answer carries the choice.
      const imei = role === 'seller' ? await imeiOf(db, user.id) : undefined;
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { userName: user.userName, password: user.password, ...(imei ? { imei } : {}) },
      });
      expect(again.json().user.language, role).toBe(language);
    }
  });

  it('null forgets the choice', async () => {
    const [, subadmin] = await everyRole();
    await setLanguage(subadmin.token, { language: 'fr' });
    const response = await setLanguage(subadmin.token, { language: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBeNull();
    expect((await storedUser(db, subadmin.user.id))!.language).toBeNull();
  });

  it('answers 400 for another language or none sent, and changes nothing', async () => {
    const [, , supervisor] = await everyRole();
    await setLanguage(supervisor.token, { language: 'ht' });
    for (const payload of [{ language: 'de' }, { language: 'HT' }, { language: 7 }, {}]) {
      const response = await setLanguage(supervisor.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'language' });
    }
    const wrong = await setLanguage(supervisor.token, { language: 'de' });
    expect(wrong.json().errors).toEqual([
      {
        field: 'language',
        message: 'Language must be ht, fr or en',
        code: 'validation.invalid_value',
        params: { values: ['ht', 'fr', 'en'] },
      },
    ]);
    expect((await storedUser(db, supervisor.user.id))!.language).toBe('ht');
  });

  it('answers 401 without a token, or with one that ended', async () => {
    const [admin] = await everyRole();
    const none = await setLanguage(undefined, { language: 'fr' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'auth.sign_in' });
    await app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(admin.token) });
    const ended = await setLanguage(admin.token, { language: 'fr' });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'auth.session_ended' });
    expect((await storedUser(db, admin.user.id))!.language).toBeNull();
  });
});
