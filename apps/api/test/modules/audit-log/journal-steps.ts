import { expect } from 'vitest';
import type { AuditActionKind } from '@tiraj/domain/contracts';
import { bearer, unique } from '../../support/factories.ts';
import { CONDITIONS, PERCENTAGES } from '../../support/fuzz-records.ts';
import type { twoCompaniesApp } from '../../support/roles.ts';

export type Role = 'admin' | 'subadmin';
export type World = Awaited<ReturnType<typeof twoCompaniesApp>>;
export interface Draw {
  id: string;
  name: string;
}

/** What the steps share: the app, the ids one step makes for a later one, a checked call. */
export function stepKit(world: World, today: string, category: () => Draw, drawn: () => Draw) {
  const { app, tokens } = world;
  const made: Record<string, string> = {};
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
  const lottery = () => ({ lotteryCategoryName: category().name });
  return { ...world, today, drawn, made, call, lottery };
}
export type StepKit = ReturnType<typeof stepKit>;
export type Step = [AuditActionKind, Role, () => Promise<unknown>];

/** The company's rules: limits, percentage limits, blocked numbers, payment terms. */
export function ruleSteps({ call, made, lottery }: StepKit): Step[] {
  return [
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
        call('subadmin', 'PATCH', `/api/subadmin/updateblocknumber/${made.block}`, {
          number: '08',
        }),
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
    // Issue 39: branches and a branch's own payout terms
    [
      'branch.create',
      'subadmin',
      async () => {
        made.branch = (
          await call('subadmin', 'POST', '/api/subadmin/addbranch', { name: unique('Branch') })
        ).data!._id;
      },
    ],
    [
      'branch.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', `/api/subadmin/updatebranch/${made.branch}`, {
          address: 'Rue A',
        }),
    ],
    [
      'branch-terms.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', `/api/subadmin/setbranchterms/${made.branch}`, {
          ...lottery(),
          conditions: CONDITIONS,
        }),
    ],
    [
      'branch.delete',
      'subadmin',
      () => call('subadmin', 'DELETE', `/api/subadmin/deletebranch/${made.branch}`),
    ],
  ];
}
