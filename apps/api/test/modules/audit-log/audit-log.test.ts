import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, ticketCodeFrom } from '@tiraj/domain';
import { AUDIT_ACTION_KINDS, type AuditActionKind } from '@tiraj/domain/contracts';
import {
  bearer,
  createLotteryCategory,
  insertTicket,
  openCategory,
  unique,
} from '../../support/factories.ts';
import { CONDITIONS, PERCENTAGES } from '../../support/fuzz-records.ts';
import { postResult, typed } from '../../support/results.ts';
import { twoCompaniesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, mine, theirs } = await twoCompaniesApp();
const today = localDateOf(new Date(), TZ);

type Role = 'admin' | 'subadmin';
const journal = (role: Role, query = '', token = tokens[role]) =>
  app.inject({
    method: 'GET',
    url: `/api/${role}/getauditlog?fromDate=${today}&toDate=${today}${query.includes('pageSize') ? '' : '&pageSize=500'}${query}`,
    headers: bearer(token),
  });
const kindCount = async (role: Role, kind: string) => {
  const answer = await journal(role, `&action=${kind}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().total as number;
};
async function call(
  role: Role | 'seller',
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const answer = await app.inject({ method, url, payload, headers: bearer(tokens[role]) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json<{ data?: { _id: string } }>();
}

/** Ids made by one step and used by a later one (each step is one action of the product). */
const made: Record<string, string> = {};
let category: { id: string; name: string };
let drawn: { id: string; name: string };

beforeAll(async () => {
  category = await openCategory(db);
  drawn = await createLotteryCategory(db, { name: unique('Drawn') });
});

const lottery = () => ({ lotteryCategoryName: category.name });

/** Each kind the journal offers, the role whose journal shows it, and one action of the product that writes it. */
const STEPS: [AuditActionKind, Role, () => Promise<unknown>][] = [
  [
    'limit.create',
    'subadmin',
    async () => {
      made.limit = (
        await call('subadmin', 'POST', '/api/subadmin/addlimitbut', {
          ...lottery(),
          limits: [{ gameCategory: 'L3C', limitsButs: 1000 }],
        })
      ).data!._id;
    },
  ],
  [
    'limit.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updatelimitbut/${made.limit}`, {
        limits: [{ gameCategory: 'L3C', limitsButs: 2000 }],
      }),
  ],
  [
    'limit.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deletelimitbut/${made.limit}`),
  ],
  [
    'percentage-limit.create',
    'subadmin',
    async () => {
      made.percent = (
        await call('subadmin', 'POST', '/api/subadmin/addpercentagelimit', {
          ...lottery(),
          limits: PERCENTAGES,
        })
      ).data!._id;
    },
  ],
  [
    'percentage-limit.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updatepercentagelimit/${made.percent}`, {
        limits: PERCENTAGES.map((p) => ({ ...p, limitPercent: 40 })),
      }),
  ],
  [
    'percentage-limit.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deletePercentageLimit/${made.percent}`),
  ],
  [
    'block-number.create',
    'subadmin',
    async () => {
      made.block = (
        await call('subadmin', 'POST', '/api/subadmin/addblocknumber', {
          ...lottery(),
          gameCategory: 'BLT',
          number: '07',
        })
      ).data!._id;
    },
  ],
  [
    'block-number.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updateblocknumber/${made.block}`, { number: '08' }),
  ],
  [
    'block-number.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deleteblocknumber/${made.block}`),
  ],
  [
    'payment-term.create',
    'subadmin',
    async () => {
      made.term = (
        await call('subadmin', 'POST', '/api/subadmin/addpaymentterm', {
          ...lottery(),
          conditions: CONDITIONS,
        })
      ).data!._id;
    },
  ],
  [
    'payment-term.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updatepaymentterm/${made.term}`, {
        conditions: [60, ...CONDITIONS.slice(1)],
      }),
  ],
  [
    'payment-term.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deletepaymentterm/${made.term}`),
  ],
  [
    'supervisor.create',
    'subadmin',
    async () => {
      made.supervisor = (
        await call('subadmin', 'POST', '/api/subadmin/addsuperVisor', {
          userName: unique('sup'),
          password: 'supervisor-pass',
          isActive: true,
        })
      ).data!._id;
    },
  ],
  [
    'supervisor.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updatesuperVisor/${made.supervisor}`, {
        isActive: false,
      }),
  ],
  [
    'supervisor.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deletesuperVisor/${made.supervisor}`),
  ],
  [
    'seller.create',
    'subadmin',
    async () => {
      made.seller = (
        await call('subadmin', 'POST', '/api/subadmin/addseller', {
          userName: unique('pv'),
          password: 'seller-pass-12',
          isActive: true,
          imei: unique('imei'),
        })
      ).data!._id;
    },
  ],
  [
    'seller.update',
    'subadmin',
    () =>
      call('subadmin', 'PATCH', `/api/subadmin/updateseller/${made.seller}`, { isActive: false }),
  ],
  [
    'seller.delete',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deleteseller/${made.seller}`),
  ],
  [
    'company.update',
    'subadmin',
    () => call('subadmin', 'PATCH', '/api/subadmin/updatebonus', { bonusFlag: true }),
  ],
  [
    'ticket.delete',
    'subadmin',
    async () => {
      made.ticket = (
        await call('seller', 'POST', '/api/seller/addticket', {
          ...lottery(),
          numbers: [{ gameCategory: 'BLT', number: '12', amount: 10 }],
        })
      ).data!._id;
      await call('subadmin', 'DELETE', `/api/subadmin/deleteticket/${made.ticket}`);
    },
  ],
  [
    'ticket.delete-forever',
    'subadmin',
    () => call('subadmin', 'DELETE', `/api/subadmin/deleteticketforever/${made.ticket}`),
  ],
  [
    'winning-number.create',
    'admin',
    async () => {
      const t = await insertTicket(db, {
        companyId: mine.company.id,
        sellerId: mine.seller.id,
        lotteryCategoryId: drawn.id,
        drawDate: '2026-11-01',
        ticketCode: ticketCodeFrom(randomBytes(8)),
        lines: [{ game: 'BLT', number: '27', amount: 10 }],
      });
      made.paid = t.ticketCode;
      made.result = (
        await postResult(app, tokens.admin, drawn.id, '2026-11-01', {
          first: '27',
          second: '45',
          third: '12',
          l3c: '427',
        })
      ).data._id;
    },
  ],
  [
    'ticket.pay-out',
    'subadmin',
    () => call('subadmin', 'POST', '/api/subadmin/payticket', { ticketId: made.paid }),
  ],
  [
    'winning-number.update',
    'admin',
    () =>
      call('admin', 'PATCH', `/api/admin/updatewiningnumber/${made.result}`, {
        lotteryCategoryName: drawn.id,
        date: '2026-11-01',
        numbers: typed({ first: '27', second: '45', third: '13', l3c: '427' }),
        reason: 'The 3rd lot was misread',
      }),
  ],
  [
    'winning-number.delete',
    'admin',
    async () => {
      const other = await postResult(app, tokens.admin, drawn.id, '2026-11-02', {
        first: '27',
        second: '45',
        third: '12',
        l3c: '427',
      });
      await call('admin', 'DELETE', `/api/admin/deletewiningnumber/${other.data._id}`);
    },
  ],
  [
    'remittance.create',
    'subadmin',
    () =>
      call('subadmin', 'POST', '/api/subadmin/addremittance', {
        seller: mine.seller.id,
        amount: 100,
        note: 'cash',
      }),
  ],
  [
    'lottery-category.create',
    'admin',
    async () => {
      made.category = (
        await call('admin', 'POST', '/api/admin/addlotterycategory', {
          lotteryName: unique('Tirage'),
          startTime: '08:00',
          endTime: '09:00',
        })
      ).data!._id;
    },
  ],
  [
    'lottery-category.update',
    'admin',
    () =>
      call('admin', 'PATCH', `/api/admin/updatelotterycategory/${made.category}`, {
        endTime: '09:30',
      }),
  ],
  [
    'lottery-category.delete',
    'admin',
    () => call('admin', 'DELETE', `/api/admin/deletelotterycategory/${made.category}`),
  ],
  [
    'payment-alert.create',
    'admin',
    async () => {
      made.alert = (
        await call('admin', 'POST', '/api/admin/addpaymentalert', {
          company: mine.company.id,
          message: 'Please pay.',
          date: today,
        })
      ).data!._id;
    },
  ],
  [
    'payment-alert.delete',
    'admin',
    () => call('admin', 'DELETE', `/api/admin/deletepaymentalert/${made.alert}`),
  ],
  [
    'session.delete',
    'subadmin',
    async () => {
      const activity = await app.inject({
        method: 'GET',
        url: '/api/subadmin/getselleractivity',
        headers: bearer(tokens.subadmin),
      });
      const seller = activity.json().data.find((s: { _id: string }) => s._id === mine.seller.id);
      await call('subadmin', 'DELETE', `/api/subadmin/endsession/${seller.sessions[0]._id}`);
    },
  ],
];

describe('the journal: every action the product offers writes one record', () => {
  it('lists every kind it offers here, but subadmin.create/update (multipart forms, proven in subadmins.test) and the refused sign-ins (journal-origin.test)', () => {
    const tested = new Set(STEPS.map(([kind]) => kind));
    expect(AUDIT_ACTION_KINDS.filter((k) => !tested.has(k))).toEqual([
      'sign-in.fail',
      'sign-in.throttle',
      'subadmin.create',
      'subadmin.update',
    ]);
  });

  it.each(STEPS.map((step, i) => [step[0], step[1], i] as const))(
    '%s (in the %s journal)',
    async (kind, role, i) => {
      const before = await kindCount(role, kind);
      await STEPS[i]![2]();
      expect(await kindCount(role, kind)).toBe(before + 1);
    },
  );
});

describe('the journal as read', () => {
  it('shows who, what, the before and after and the reason, newest first, with the total', async () => {
    const correction = (await journal('admin', '&action=winning-number.update')).json();
    expect(correction.data[0]).toMatchObject({
      actor: { userName: expect.any(String), role: 'admin' },
      action: 'winning-number.update',
      target: { entity: 'winning-number', id: made.result },
      before: { numbers: { third: '12' } },
      after: { numbers: { third: '13' } },
      reason: 'The 3rd lot was misread',
    });
    const page = (await journal('subadmin', '&page=2&pageSize=3')).json();
    const all = (await journal('subadmin')).json();
    expect(page.total).toBe(all.total);
    expect(page.data.map((r: { _id: string }) => r._id)).toEqual(
      all.data.slice(3, 6).map((r: { _id: string }) => r._id),
    );
    expect(Date.parse(all.data[0].at)).toBeGreaterThanOrEqual(Date.parse(all.data.at(-1).at));
  });

  it("filters by person; never shows another company's records", async () => {
    const mineOnly = (await journal('subadmin', `&actor=${mine.subadmin.id}`)).json();
    expect(mineOnly.total).toBeGreaterThan(0);
    expect(new Set(mineOnly.data.map((r: { actor: { _id: string } }) => r.actor._id))).toEqual(
      new Set([mine.subadmin.id]),
    );
    // The other company's owner reads its own journal: none of this company's records.
    const other = (await journal('subadmin', '', theirs.tokens.subadmin)).json();
    expect(
      other.data.filter((r: { actor: { _id: string } }) => r.actor._id === mine.subadmin.id),
    ).toEqual([]);
    // Another person's id finds nothing, whoever they are.
    expect((await journal('subadmin', `&actor=${randomUUID()}`)).json().total).toBe(0);
  });

  it('refuses an unknown kind and a bad person with 400; only its role reads it', async () => {
    expect((await journal('subadmin', '&action=nope')).statusCode).toBe(400);
    expect((await journal('subadmin', '&actor=not-an-id')).statusCode).toBe(400);
    const asSupervisor = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getauditlog?fromDate=${today}&toDate=${today}`,
      headers: bearer(tokens.supervisor),
    });
    expect(asSupervisor.statusCode).toBe(403);
  });
});
