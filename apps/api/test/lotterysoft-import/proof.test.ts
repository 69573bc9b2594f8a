import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { ticketReading } from '../../src/lotterysoft-import/days.ts';
import { importLotterySoft } from '../../src/lotterysoft-import/import.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { DAY1, DAY2, lotterySoftDump, writeDump } from './dump.ts';

const HAITI = 'America/Port-au-Prince';
let db: Db;

beforeAll(async () => {
  ({
    ctx: { db },
  } = await testApp());
});

const midnightDump = async () => {
  const takenName = (await createCompany(db)).seller.userName;
  return lotterySoftDump(unique('p'), { takenName, midnight: true });
};

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the money proof reads the dump by its own code', () => {
  it('catches an import that reads the tickets a day early (the old reading of 00:00Z in Haiti)', async () => {
    const { dump, names } = await midnightDump();
    const read = ticketReading.dates.bind(ticketReading);
    const wrong = vi.spyOn(ticketReading, 'dates').mockImplementation((doc, now, zone) => {
      const right = read(doc, now, zone);
      return { ...right, drawDate: dayBefore(right.drawDate) };
    });
    try {
      const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
        dryRun: true,
        timeZone: HAITI,
      });
      expect(wrong).toHaveBeenCalled();
      const a1 = report.proof.filter((p) => p.seller === names.a1);
      // LotterySoft's days from the dump; Tiraj holds the tickets on the day before, unsettled.
      expect(a1).toContainEqual(
        expect.objectContaining({
          day: DAY1,
          lotterySoft: { sold: 1500, won: 540000 },
          tiraj: { sold: 0, won: 0 },
        }),
      );
      expect(a1).toContainEqual(
        expect.objectContaining({
          day: dayBefore(DAY1),
          lotterySoft: { sold: 0, won: 0 },
          tiraj: { sold: 1500, won: 0 },
        }),
      );
      expect(report.summary()).toContainEqual(expect.stringMatching(/^MONEY PROOF FAILED/));
    } finally {
      wrong.mockRestore();
    }
  });

  it('read right, it agrees per seller and draw day, what the winners won included', async () => {
    const { dump, names } = await midnightDump();
    const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
      dryRun: true,
      timeZone: HAITI,
    });
    expect(report.proofDifferences).toEqual([]);
    expect(
      report.proof
        .filter((p) => p.seller === names.a1 || p.seller === names.a2)
        .map((p) => [p.seller, p.day, p.lotterySoft]),
    ).toEqual([
      [names.a1, DAY1, { sold: 1500, won: 540000 }],
      [names.a2, DAY2, { sold: 2000, won: 120000 }],
    ]);
  });
});
