import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { bearer } from '../../support/factories.ts';
import { payoutsApp } from '../../support/payouts.ts';

const { app, db, counter } = await payoutsApp();

describe('GET /api/seller/company and the sellers-payout switch', () => {
  it("answers the seller's company, and the switch in both seller lists", async () => {
    const s = await counter();
    const company = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.tokens.seller),
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json()).toEqual({
      success: true,
      data: {
        companyName: s.company.name,
        companyLogo: '',
        companyAddress: '',
        companyPhone: '',
        ticketValidity: '',
        sellersPayAnyTicket: false,
        cancelWindowMinutes: 10,
      },
    });

    const lists = async () =>
      Promise.all([
        app.inject({
          method: 'GET',
          url: '/api/subadmin/getseller',
          headers: bearer(s.tokens.subadmin),
        }),
        app.inject({
          method: 'GET',
          url: '/api/supervisor/getSeller',
          headers: bearer(s.tokens.supervisor),
        }),
      ]);
    for (const r of await lists()) expect(r.json().sellersPayAnyTicket).toBe(false);

    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.tokens.subadmin),
      payload: { sellersPayAnyTicket: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Sellers pay any ticket must be true or false');

    await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.tokens.subadmin),
      payload: { sellersPayAnyTicket: true },
    });
    for (const r of await lists()) expect(r.json().sellersPayAnyTicket).toBe(true);
    const after = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.tokens.seller),
    });
    expect(after.json().data.sellersPayAnyTicket).toBe(true);
    // Another company keeps its own switch.
    const other = await counter();
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(other.tokens.seller),
    });
    expect(theirs.json().data.sellersPayAnyTicket).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual({
      before: { sellersPayAnyTicket: false },
      after: { sellersPayAnyTicket: true },
    });
  });
});
