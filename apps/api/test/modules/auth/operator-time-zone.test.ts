import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import { bearer, createCompany, imeiOf, PASSWORD } from '../../support/factories.ts';

// A zone other than the default, so the answer can only come from TZ_OPERATOR.
const { app, ctx } = await testApp({ TZ_OPERATOR: 'America/New_York' });

describe("the operator's time zone reaches the web app with the session", () => {
  it('is in the sign-in answer and the /auth/me answer, for the dashboard and the point of sale', async () => {
    const { subadmin, seller } = await createCompany(ctx.db);
    for (const [user, extra] of [
      [subadmin, {}],
      [seller, { imei: await imeiOf(ctx.db, seller.id) }],
    ] as const) {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { userName: user.userName, password: PASSWORD, ...extra },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().user).toMatchObject({ _id: user.id, timeZone: 'America/New_York' });
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(signedIn.json().token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ _id: user.id, timeZone: 'America/New_York' });
    }
  });
});
