import { describe, expect, it } from 'vitest';
import {
  activityOf,
  drawClosesAt,
  isJustBeforeClose,
  type FraudTicket,
} from '../src/fraud-activity.ts';
import {
  EMPTY_ACTIVITY,
  fraudSignalsOf,
  type FraudFigure,
  type SellerActivity,
} from '../src/fraud-signals.ts';

const T0 = new Date('2026-11-20T17:00:00Z'); // 12:00 in Port-au-Prince (EST)
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);

describe('when a draw closes, and what falls just before', () => {
  it.each([
    ['winter (EST, UTC−5)', '2026-11-20', '12:00', '2026-11-20T17:00:00.000Z'],
    ['summer (EDT, UTC−4)', '2026-07-14', '21:30', '2026-07-15T01:30:00.000Z'],
    [
      'a window across midnight closes on its draw date',
      '2026-11-21',
      '00:30',
      '2026-11-21T05:30:00.000Z',
    ],
  ])('%s', (_, date, end, iso) =>
    expect(drawClosesAt(date, end, 'America/Port-au-Prince').toISOString()).toBe(iso),
  );

  const cases: [string, Date, number, boolean][] = [
    ['at the close itself', T0, 10, true],
    ['9 min 59 s before', new Date(T0.getTime() - 599_000), 10, true],
    ['exactly 10 min before: no longer', minutes(-10), 10, false],
    ['after the close', minutes(1), 10, false],
    ['30 s before, within the last minute', new Date(T0.getTime() - 30_000), 1, true],
    ['2 min before, not the last minute', minutes(-2), 1, false],
  ];
  it.each(cases)('%s', (_, instant, m, expected) =>
    expect(isJustBeforeClose(instant, T0, m)).toBe(expected),
  );
});

const ticket = (over: Partial<FraudTicket>): FraudTicket => ({
  sellerId: 'a',
  total: 1000,
  paidAmount: 0,
  soldAt: minutes(-120),
  deletedAt: null,
  closesAt: T0,
  hasResult: false,
  paidOutAt: null,
  paidOutAmount: null,
  paidOutBySeller: null,
  ...over,
});

describe('activityOf: what each ticket counts for', () => {
  const cases: [string, FraudTicket, Partial<SellerActivity>][] = [
    ['a sale', ticket({}), { tickets: 1, sales: 1000 }],
    [
      'a deletion an hour before close',
      ticket({ deletedAt: minutes(-60) }),
      { tickets: 1, sales: 1000, deleted: 1, deletedAmount: 1000 },
    ],
    [
      'a deletion 5 minutes before close',
      ticket({ deletedAt: minutes(-5) }),
      { tickets: 1, sales: 1000, deleted: 1, deletedAmount: 1000, lateDeletions: 1 },
    ],
    [
      'a deletion after close (the company, with a reason) is late',
      ticket({ deletedAt: minutes(30) }),
      { tickets: 1, sales: 1000, deleted: 1, deletedAmount: 1000, lateDeletions: 1 },
    ],
    [
      'a deletion exactly 10 minutes before close is not late',
      ticket({ deletedAt: minutes(-10) }),
      { tickets: 1, sales: 1000, deleted: 1, deletedAmount: 1000 },
    ],
    [
      'a sale 30 s before close',
      ticket({ soldAt: new Date(T0.getTime() - 30_000) }),
      { tickets: 1, sales: 1000, lateSales: 1 },
    ],
    ['a ticket that lost', ticket({ hasResult: true }), { tickets: 1, sales: 1000, settled: 1 }],
    [
      'a deleted ticket of a drawn draw is not settled',
      ticket({ hasResult: true, deletedAt: minutes(-60) }),
      { tickets: 1, sales: 1000, deleted: 1, deletedAmount: 1000 },
    ],
    [
      'a win paid out by its own seller',
      ticket({
        hasResult: true,
        paidAmount: 5000,
        paidOutAt: minutes(60),
        paidOutAmount: 5000,
        paidOutBySeller: 'a',
      }),
      { tickets: 1, sales: 1000, settled: 1, won: 1, paidOut: 1 },
    ],
    [
      'a win paid out by the company',
      ticket({ hasResult: true, paidAmount: 5000, paidOutAt: minutes(60), paidOutAmount: 5000 }),
      { tickets: 1, sales: 1000, settled: 1, won: 1, paidOut: 1 },
    ],
    [
      'a win paid out by another seller',
      ticket({
        hasResult: true,
        paidAmount: 5000,
        paidOutAt: minutes(60),
        paidOutAmount: 4000,
        paidOutBySeller: 'b',
      }),
      {
        tickets: 1,
        sales: 1000,
        settled: 1,
        won: 1,
        paidOut: 1,
        paidByOther: 1,
        paidByOtherAmount: 4000,
      },
    ],
  ];
  it.each(cases)('%s', (_, t, counts) =>
    expect(activityOf([t]).get('a')).toEqual({ ...EMPTY_ACTIVITY, ...counts }),
  );

  it('adds up per seller', () => {
    const got = activityOf([
      ticket({}),
      ticket({ total: 500 }),
      ticket({ sellerId: 'b', deletedAt: minutes(-1) }),
    ]);
    expect(got.get('a')).toMatchObject({ tickets: 2, sales: 1500, deleted: 0 });
    expect(got.get('b')).toMatchObject({ tickets: 1, deleted: 1, lateDeletions: 1 });
  });
});

/** A seller with `tickets` sold and the rest as given. */
const seller = (name: string, over: Partial<SellerActivity> = {}) => ({
  name,
  activity: {
    ...EMPTY_ACTIVITY,
    tickets: 40,
    sales: 40_000,
    ...over,
  },
});
/** Sellers who deleted nothing much: 1 ticket of 40 (2.5 % of sales). */
const ordinary = (n: number) =>
  Array.from({ length: n }, (_, i) => seller(`s${i}`, { deleted: 1, deletedAmount: 1_000 }));
const reasonsBy = (rows: { name: string; reasons: { code: FraudFigure }[] }[]) =>
  Object.fromEntries(
    rows.filter((r) => r.reasons.length).map((r) => [r.name, r.reasons.map((x) => x.code)]),
  );

describe('fraudSignalsOf: who is flagged', () => {
  const cases: [string, ReturnType<typeof seller>[], Record<string, FraudFigure[]>][] = [
    ['nobody stands out', ordinary(6), {}],
    [
      'one deleted far more than the others',
      [...ordinary(5), seller('thief', { deleted: 10, deletedAmount: 10_000 })],
      { thief: ['deletedShare'] },
    ],
    [
      'too few sellers to compare (4 besides the one)',
      [...ordinary(3), seller('thief', { deleted: 10, deletedAmount: 10_000 })],
      {},
    ],
    [
      'too few tickets of its own (19)',
      [
        ...ordinary(5),
        seller('small', { tickets: 19, sales: 19_000, deleted: 10, deletedAmount: 10_000 }),
      ],
      {},
    ],
    [
      'too few deletions (2), however large a share',
      [...ordinary(5), seller('two', { deleted: 2, deletedAmount: 30_000 })],
      {},
    ],
    [
      'top of a tight pack: above the 95th percentile, not twice the median',
      [...ordinary(5), seller('close', { deleted: 3, deletedAmount: 1_500 })],
      {},
    ],
    [
      'late deletions, where the median is 0',
      [...ordinary(5), seller('late', { deleted: 4, deletedAmount: 4_000, lateDeletions: 3 })],
      { late: ['deletedShare', 'lateDeletionShare'] },
    ],
    [
      'sales in the last minute',
      [...ordinary(5), seller('rush', { deleted: 1, deletedAmount: 1_000, lateSales: 8 })],
      { rush: ['lateSaleShare'] },
    ],
    [
      'a win rate far above the others',
      [
        ...Array.from({ length: 5 }, (_, i) =>
          seller(`w${i}`, { settled: 40, won: 4 + i, deleted: 1, deletedAmount: 1_000 }),
        ),
        seller('lucky', { settled: 40, won: 30, deleted: 1, deletedAmount: 1_000 }),
      ],
      { lucky: ['winRate'] },
    ],
    [
      'winnings paid out by another seller',
      [
        ...Array.from({ length: 5 }, (_, i) =>
          seller(`p${i}`, { paidOut: 6, paidByOther: i % 2, deleted: 1, deletedAmount: 1_000 }),
        ),
        seller('cashed', {
          paidOut: 6,
          paidByOther: 5,
          paidByOtherAmount: 90_000,
          deleted: 1,
          deletedAmount: 1_000,
        }),
      ],
      { cashed: ['paidByOtherShare'] },
    ],
  ];
  it.each(cases)('%s', (_, sellers, expected) =>
    expect(reasonsBy(fraudSignalsOf(sellers).sellers)).toEqual(expected),
  );

  it('lists flagged sellers first (most reasons first), then by name; says the figures', () => {
    const { sellers, company } = fraudSignalsOf([
      seller('Zed', { deleted: 1, deletedAmount: 1_000 }),
      seller('bob', { deleted: 1, deletedAmount: 1_000 }),
      seller('Amy', { deleted: 1, deletedAmount: 1_000 }),
      seller('cat', { deleted: 1, deletedAmount: 1_000 }),
      seller('dan', { deleted: 5, deletedAmount: 8_000, lateSales: 5 }),
      seller('eve', { deleted: 6, deletedAmount: 10_000, lateDeletions: 4 }),
      seller('tiny', { tickets: 2, sales: 2_000 }),
    ]);
    expect(sellers.map((s) => s.name)).toEqual(['eve', 'dan', 'Amy', 'bob', 'cat', 'tiny', 'Zed']);
    // The sample: the six sellers with 20 tickets or more ('tiny' is shown, not compared).
    expect(company.sample.deletedShare).toBe(6);
    expect(company.medians.deletedShare).toBeCloseTo(0.025, 10);
    expect(company.medians.deleted).toBe(1);
    expect(company.medians.tickets).toBe(40);
    // rank 5 × 0.95 = 4.75 between 0.2 and 0.25
    expect(company.p95.deletedShare).toBeCloseTo(0.2 + 0.75 * 0.05, 10);
    const eve = sellers[0]!;
    expect(eve.figures.deletedShare).toBe(0.25);
    expect(eve.reasons[0]).toEqual({
      code: 'deletedShare',
      params: { value: 0.25, median: 0.025, p95: company.p95.deletedShare, events: 6, base: 40 },
      tickets: 'deleted',
    });
    expect(eve.reasons.map((r) => r.tickets)).toEqual(['deleted', 'deleted']);
  });

  it("gives the company's own win rate over every ticket, and nothing for no seller", () => {
    const { company } = fraudSignalsOf([
      seller('a', { settled: 10, won: 1 }),
      seller('b', { settled: 15, won: 9 }),
    ]);
    expect(company.winRate).toBeCloseTo(10 / 25, 10);
    // Neither has 20 settled tickets: no median to compare with.
    expect(company.medians.winRate).toBeNull();
    expect(fraudSignalsOf([]).company.winRate).toBeNull();
  });
});
