import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@tiraj/domain';
import { AUDIT_ACTION_KINDS } from '@tiraj/domain/contracts';
import { bearer, createLotteryCategory, openCategory, unique } from '../../support/factories.ts';
import { twoCompaniesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';
import { otherSteps } from './journal-steps-more.ts';
import { ruleSteps, stepKit, type Role } from './journal-steps.ts';

const world = await twoCompaniesApp();
const { app, db, tokens, mine, theirs } = world;
const today = localDateOf(new Date(), TZ);

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

let category: { id: string; name: string };
let drawn: { id: string; name: string };

beforeAll(async () => {
  category = await openCategory(db);
  drawn = await createLotteryCategory(db, { name: unique('Drawn') });
});

const kit = stepKit(
  world,
  today,
  () => category,
  () => drawn,
);
/** Each kind the journal offers, the role whose journal shows it, and one action that writes it. */
const STEPS = [...ruleSteps(kit), ...otherSteps(kit)];
const { made } = kit;

describe('the journal: every action the product offers writes one record', () => {
  it('lists every kind it offers here, but subadmin.create/update (multipart forms, proven in subadmins.test), the refused sign-ins (journal-origin.test), a held offline ticket decided (offline-selling/grants.test), the LotterySoft import (lotterysoft-import/import.test) and a correction after payouts with its settlements (corrected-payouts/correction-after-payouts.test, a return in correction-given-back.test)', () => {
    const tested = new Set(STEPS.map(([kind]) => kind));
    expect(AUDIT_ACTION_KINDS.filter((k) => !tested.has(k))).toEqual([
      'sign-in.fail',
      'sign-in.throttle',
      'subadmin.create',
      'subadmin.update',
      'offline-ticket.update',
      'lotterysoft-import.create',
      'lotterysoft-import.pay-out',
      'corrected-payout.update',
      'payout-recovery.create',
      'payout-write-off.create',
      'payout-return.create',
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
