import { describe, expect, it } from 'vitest';
import { bearer } from '../../support/factories.ts';
import { payoutsApp } from '../../support/payouts.ts';

const { app, counter, pay, stored, payAudits } = await payoutsApp();

describe('POST /api/subadmin/payticket above the seller payout limit', () => {
  it('the company pays what its seller may not (the ticket modal offers it "Payer")', async () => {
    const s = await counter();
    const won = await s.ticket(); // wins 500 HTG
    await s.post();
    const limit = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatepayoutlimit',
      headers: bearer(s.tokens.subadmin),
      payload: { sellerPayoutLimit: 100 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const bySeller = await pay(s.tokens.seller, won.code);
    expect(bySeller.statusCode).toBe(422);
    expect(bySeller.json()).toMatchObject({ code: 'payout.over_seller_limit' });
    expect((await stored(won.id)).paidOutAt).toBeNull();

    const byCompany = await pay(s.tokens.subadmin, won.code, 'subadmin');
    expect(byCompany.statusCode, byCompany.body).toBe(200);
    expect(byCompany.json().data).toMatchObject({ state: 'paid', payout: 500 });
    expect(await stored(won.id)).toMatchObject({
      paidOutBy: s.subadmin.id,
      paidOutAmount: 50_000,
    });
    expect(await payAudits(won.id)).toHaveLength(1);
  });
});
