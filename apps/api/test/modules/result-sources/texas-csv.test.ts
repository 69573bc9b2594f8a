import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceError, type DrawSlot } from '../../../src/modules/result-sources/source.ts';
import { texasCsv, texasRow } from '../../../src/modules/result-sources/texas-csv.ts';
import { fakeSourceServer } from '../../support/fake-source.ts';
import { fixture } from './fixtures.ts';

const server = await fakeSourceServer();
afterAll(() => server.close());
const BASE = '/export/sites/lottery/Games';
const PICK3 = `${BASE}/Pick_3/Winning_Numbers/pick3evening.csv`;
const DAILY4 = `${BASE}/Daily_4/Winning_Numbers/daily4evening.csv`;
const source = texasCsv({ url: `${server.url}${BASE}`, timeoutMs: 500 });
const EVENING: DrawSlot = { state: 'TX', draw: 'evening' };

const serve = (path: string, name: string, status = 200) =>
  server.answer(path, { status, body: fixture(name), type: 'text/csv' });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the fetch should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(SourceError);
      return error as SourceError;
    },
  );

beforeEach(() => {
  server.requests.length = 0;
  serve(PICK3, 'tx-pick3evening.csv');
  serve(DAILY4, 'tx-daily4evening.csv');
});

describe('Texas Lottery CSV (Pick 3, Daily 4)', () => {
  it('found: the row of the date in each file', async () => {
    const answer = await source.fetch(EVENING, '2026-11-28');
    expect(answer).toEqual({
      kind: 'found',
      pick3: '457',
      pick4: '1290',
      drawnAt: null,
      raw: {
        date: '2026-11-28',
        pick3Row: 'Pick 3 Evening,11,28,2026,4,5,7,16,2',
        pick4Row: 'Daily 4 Evening,11,28,2026,1,2,9,0,12,6',
      },
    });
    expect(server.requests.map((r) => r.path).sort()).toEqual([DAILY4, PICK3]);
  });

  it('an earlier date is read from its own row, not the last one', async () => {
    expect(await source.fetch(EVENING, '2026-11-27')).toMatchObject({
      pick3: '112',
      pick4: '5521',
    });
  });

  it('not yet: neither file has the date (the last row is yesterday’s)', async () => {
    expect((await source.fetch(EVENING, '2026-11-29')).kind).toBe('not-yet');
  });

  it('the Daily 4 not yet published: found with the Pick 3 only', async () => {
    serve(DAILY4, 'tx-daily4evening-yesterday.csv');
    const answer = await source.fetch(EVENING, '2026-11-28');
    expect(answer).toMatchObject({ kind: 'found', pick3: '457' });
    expect(answer.kind === 'found' && answer.pick4).toBeUndefined();
  });

  it.each([404, 429, 500])('HTTP %i on a file → a SourceError with the status', async (status) => {
    serve(DAILY4, 'tx-html.csv', status);
    expect((await failure(source.fetch(EVENING, '2026-11-28'))).reason).toBe(status);
  });

  it('an HTML page instead of the CSV → malformed', async () => {
    serve(PICK3, 'tx-html.csv');
    expect((await failure(source.fetch(EVENING, '2026-11-28'))).reason).toBe('malformed');
  });

  it('a row of the date whose numbers are not digits → malformed', async () => {
    server.answer(PICK3, { body: 'Pick 3 Evening,11,28,2026,4,X,7,16,2\n', type: 'text/csv' });
    expect((await failure(source.fetch(EVENING, '2026-11-28'))).reason).toBe('malformed');
  });

  it('covers the four Texas draws only', () => {
    for (const draw of ['morning', 'day', 'evening', 'night'] as const)
      expect(source.covers({ state: 'TX', draw })).toBe(true);
    expect(source.covers({ state: 'TX', draw: 'midday' })).toBe(false);
    expect(source.covers({ state: 'NY', draw: 'evening' })).toBe(false);
  });
});

describe('texasRow', () => {
  it.each([
    ['a plain row', 'Pick 3 Day,1,2,2026,0,0,7\n', '007'],
    ['quoted cells', '"Pick 3 Day","1","2","2026","0","0","7"\n', '007'],
    ['zero-padded month and day', 'Pick 3 Day,01,02,2026,0,0,7,7,1\n', '007'],
    ['another date only', 'Pick 3 Day,1,3,2026,0,0,7\n', undefined],
  ])('%s', (_, csv, digits) => {
    expect(texasRow(csv, [2026, 1, 2], 3).digits).toBe(digits);
  });
});
