import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { EJSON, ObjectId, serialize } from 'bson';

/** The old password every imported user with a bcrypt hash had in LotterySoft. */
export const OLD_PASSWORD = 'old-pass-1234';
const OLD_HASH = bcrypt.hashSync(OLD_PASSWORD, 4);

export const DAY1 = '2026-10-01';
export const DAY2 = '2026-10-02';
/** 16:00 UTC: the same day in Port-au-Prince (the zone these imports run in). */
const at = (day: string) => new Date(`${day}T16:00:00Z`);

type Doc = Record<string, unknown>;

/** The 16 entries as LotterySoft stored them, from the four drawn values; `wrong` overrides some. */
function entries(first: string, second: string, third: string, l3c: string, wrong: Doc = {}) {
  const e = (gameCategory: string, position: number, number: string) => ({
    gameCategory,
    position,
    number: (wrong[`${gameCategory} ${position}`] as string | undefined) ?? number,
  });
  return [
    e('BLT', 1, first),
    e('BLT', 2, second),
    e('BLT', 3, third),
    e('L3C', 1, l3c),
    e('L4C 1', 1, second + third),
    e('L4C 2', 1, first + second),
    e('L4C 3', 1, first + third),
    e('L5C 1', 1, l3c + third),
    e('L5C 2', 1, l3c + second),
    e('L5C 3', 1, l3c + first),
    ...[
      [first, second],
      [first, third],
      [second, third],
      [second, first],
      [third, first],
      [third, second],
    ].map(([a, b], i) => e('MRG', i + 1, `${a}×${b}`)),
  ];
}

/** A's payment term, laid out like a winning number: 1st 60, 2nd 20, 3rd 10, L3C 500, L4C 5000, L5C 25000, MRG 800. */
const A_RATES = [
  60, 20, 10, 500, 5000, 5000, 5000, 25000, 25000, 25000, 800, 800, 800, 800, 800, 800,
];

/**
 * A LotterySoft database made from its models' fields (LOTTERYSOFT-PROTOCOL.md §4): two companies,
 * supervisors named and misnamed, a taken user name, bcrypt and unknown hashes, draws, terms,
 * limits (one per number), blocked numbers, results (one with a wrong derived entry), chat, an
 * alert, tickets (one deleted, one on a draw that no longer exists). `p` keeps names unique.
 * `midnight` stores the tickets' dates at 00:00Z (the sale time in `createdAt`), as LotterySoft does.
 */
export function lotterySoftDump(
  p: string,
  options: { duplicateDevice?: boolean; takenName: string; midnight?: boolean },
) {
  const id = () => new ObjectId();
  const [adminId, aId, bId, supId, a1Id, a2Id, b1Id, b2Id] = Array.from({ length: 8 }, id) as [
    ObjectId,
    ObjectId,
    ObjectId,
    ObjectId,
    ObjectId,
    ObjectId,
    ObjectId,
    ObjectId,
  ];
  const names = {
    companyA: `Bank A ${p}`,
    companyB: `Bank B ${p}`,
    supervisor: `sup-${p}`,
    a1: `a1-${p}`,
    a2: `a2-${p}`,
    b1: options.takenName,
    b2: `a1-${p}`,
    ny: `NY ${p}`,
    fl: `FL ${p}`,
    gone: `Gone ${p}`,
  };
  const imei = { a1: `imei-a1-${p}`, a2: `imei-a2-${p}`, b1: `imei-b1-${p}` };
  const user = (_id: ObjectId, role: string, userName: string, extra: Doc = {}) => ({
    _id,
    role,
    userName,
    password: OLD_HASH,
    isActive: true,
    ...extra,
  });
  const users = [
    user(adminId, 'admin', `ls-admin-${p}`),
    user(aId, 'subAdmin', `owner-a-${p}`, {
      companyName: names.companyA,
      bonusFlag: true,
      phoneNumber: '509 1111',
    }),
    user(bId, 'subAdmin', `owner-b-${p}`, { companyName: names.companyB }),
    user(supId, 'superVisor', names.supervisor, { subAdminId: aId }),
    user(a1Id, 'seller', names.a1, {
      subAdminId: aId,
      imei: imei.a1,
      superVisorName: names.supervisor,
    }),
    user(a2Id, 'seller', names.a2, {
      subAdminId: aId,
      imei: imei.a2,
      superVisorName: 'Nobody',
      isActive: false,
    }),
    // LotterySoft's dashboard writes "None" when a seller has no supervisor.
    user(b1Id, 'seller', names.b1, { subAdminId: bId, imei: imei.b1, superVisorName: 'None' }),
    user(b2Id, 'seller', names.b2, {
      subAdminId: bId,
      imei: options.duplicateDevice ? imei.a1 : `imei-b2-${p}`,
      password: 'e10adc3949ba59abbe56e057f20f883e',
    }),
  ];
  const ticket = (
    ticketId: number,
    seller: ObjectId,
    draw: string,
    day: string,
    numbers: Doc[],
    extra: Doc = {},
  ) => ({
    _id: id(),
    ticketId,
    seller,
    lotteryCategoryName: draw,
    // `midnight`: the draw day at 00:00Z, as LotterySoft stores it, the sale time in createdAt.
    ...(options.midnight
      ? { date: new Date(`${day}T00:00:00Z`), createdAt: new Date(`${day}T13:30:00Z`) }
      : { date: at(day) }),
    isDelete: false,
    numbers: numbers.map((n) => ({ _id: id(), bonus: false, ...n })),
    ...extra,
  });
  const dump: Record<string, Doc[]> = {
    users,
    lotterycategories: [
      { _id: id(), lotteryName: names.ny, startTime: '08:00', endTime: '14:00' },
      { _id: id(), lotteryName: names.fl, startTime: '08:00', endTime: '21:00' },
    ],
    gamecategories: ['BLT', 'L3C', 'MRG', 'L4C 1', 'L5C 1'].map((gameName) => ({
      _id: id(),
      gameName,
    })),
    paymentterms: [
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        conditions: entries('', '', '', '').map((e, i) => ({
          gameCategory: e.gameCategory,
          position: e.position,
          condition: A_RATES[i],
        })),
      },
    ],
    percentagelimits: [
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        limits: [
          { gameCategory: 'L3C', limitPercent: 50 },
          { gameCategory: 'MRG', limitPercent: 25 },
        ],
      },
    ],
    limits: [
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        limits: [{ gameCategory: 'BLT', limitsButs: 1000 }],
      },
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        seller: a1Id,
        limits: [{ gameCategory: 'BLT', limitsButs: 300 }],
      },
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        superVisor: supId,
        limits: [
          { gameCategory: 'L3C', limitsButs: 200 },
          { gameCategory: 'BLT', number: '33', limitsButs: 50 },
        ],
      },
    ],
    blocknumbers: [
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        gameCategory: 'MRG',
        number: '45×12',
      },
      {
        _id: id(),
        subAdmin: aId,
        lotteryCategoryName: names.ny,
        gameCategory: 'BLT',
        number: '99',
        seller: a1Id,
      },
    ],
    winningnumbers: [
      {
        _id: id(),
        lotteryCategoryName: names.ny,
        date: new Date(`${DAY1}T00:00:00Z`),
        numbers: entries('12', '34', '56', '512'),
      },
      {
        _id: id(),
        lotteryCategoryName: names.ny,
        date: new Date(`${DAY2}T00:00:00Z`),
        numbers: entries('34', '00', '11', '234'),
      },
      {
        _id: id(),
        lotteryCategoryName: names.fl,
        date: new Date(`${DAY1}T00:00:00Z`),
        numbers: entries('77', '88', '22', '177', { 'L4C 1 1': '9999' }),
      },
    ],
    tickets: [
      // a1, NY day 1: BLT 12 wins the 1st lot (10 × 60), MRG 34×12 its pair (5 × 800), the bonus 56×34 too (1 × 800).
      ticket(1, a1Id, names.ny, DAY1, [
        { gameCategory: 'BLT', number: '12', amount: 10 },
        { gameCategory: 'MRG', number: '34×12', amount: 5 },
        { gameCategory: 'MRG', number: '56×34', amount: 1, bonus: true },
      ]),
      ticket(2, a1Id, names.ny, DAY1, [{ gameCategory: 'BLT', number: '12', amount: 100 }], {
        isDelete: true,
      }),
      // a2, NY day 2: BLT 34 wins the 1st lot (20 × 60), from --unpaid-since on: payable.
      ticket(1, a2Id, names.ny, DAY2, [{ gameCategory: 'BLT', number: '34', amount: 20 }]),
      // b1, FL day 1: L4C 1 plays the wrong stored entry and wins on it (2 × 5000, B has no term).
      ticket(1, b1Id, names.fl, DAY1, [
        { gameCategory: 'L4C 1', number: '9999', amount: 2 },
        { gameCategory: 'BLT', number: '40', amount: 50.5 },
      ]),
      ticket(2, b1Id, names.gone, DAY1, [{ gameCategory: 'BLT', number: '10', amount: 25 }]),
    ],
    messages: [
      { _id: id(), sender: aId, receiver: a1Id, message: `Bonjou ${p}`, createdAt: at(DAY1) },
    ],
    paymentalerts: [{ _id: id(), subAdmin: aId, message: `Peye ${p}`, date: at(DAY2) }],
  };
  return { dump, names, imei, ids: { a1: a1Id.toHexString() } };
}

/** Writes the dump as mongodump does (`<collection>.bson`) or mongoexport does (`.json` lines). */
export function writeDump(dump: Record<string, Doc[]>, kind: 'bson' | 'json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'lotterysoft-dump-'));
  for (const [name, docs] of Object.entries(dump)) {
    const file = join(dir, `${name}.${kind}`);
    if (kind === 'bson') writeFileSync(file, Buffer.concat(docs.map((d) => serialize(d))));
    else
      writeFileSync(
        file,
        docs.map((d) => EJSON.stringify(d, { relaxed: false })).join('\n') + '\n',
      );
  }
  return dir;
}
