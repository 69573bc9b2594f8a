import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { nyOpenData } from '../../../src/modules/result-sources/ny-open-data.ts';
import { SourceError, type DrawSlot } from '../../../src/modules/result-sources/source.ts';
import { fakeSourceServer } from '../../support/fake-source.ts';
import { fixture } from './fixtures.ts';

const server = await fakeSourceServer();
afterAll(() => server.close());
const PATH = '/resource/hsys-3def.json';
const source = nyOpenData({ url: `${server.url}${PATH}`, token: 'app-token', timeoutMs: 500 });
const MIDDAY: DrawSlot = { state: 'NY', draw: 'midday' };
const EVENING: DrawSlot = { state: 'NY', draw: 'evening' };

const serve = (name: string, status = 200) => server.answer(PATH, { status, body: fixture(name) });

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
});

describe('New York Open Data (hsys-3def)', () => {
  it('asks for the exact date with SoQL and the app token', async () => {
    serve('ny-2026-11-28.json');
    await source.fetch(EVENING, '2026-11-28');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe(PATH);
    expect(request!.query.get('$where')).toBe("draw_date='2026-11-28T00:00:00.000'");
    expect(request!.query.get('$limit')).toBe('5');
    expect(request!.headers['x-app-token']).toBe('app-token');
  });

  it('found: Numbers and Win 4 of the evening, as published', async () => {
    serve('ny-2026-11-28.json');
    const answer = await source.fetch(EVENING, '2026-11-28');
    expect(answer).toMatchObject({ kind: 'found', pick3: '803', pick4: '0417', drawnAt: null });
    expect(answer.raw).toEqual(JSON.parse(fixture('ny-2026-11-28.json')));
  });

  it('found: the midday columns for the midday draw', async () => {
    serve('ny-2026-11-28.json');
    expect(await source.fetch(MIDDAY, '2026-11-28')).toMatchObject({
      kind: 'found',
      pick3: '457',
      pick4: '1290',
    });
  });

  it('not yet: no row for that date', async () => {
    serve('ny-empty.json');
    expect(await source.fetch(EVENING, '2026-11-28')).toEqual({ kind: 'not-yet', raw: [] });
  });

  it('not yet: the row holds the midday only, the evening is not drawn', async () => {
    serve('ny-2026-11-28-midday-only.json');
    expect((await source.fetch(EVENING, '2026-11-28')).kind).toBe('not-yet');
    expect(await source.fetch(MIDDAY, '2026-11-28')).toMatchObject({ kind: 'found' });
  });

  it('not yet: an answer holding yesterday’s draw only is never taken for today’s', async () => {
    serve('ny-2026-11-27.json');
    expect((await source.fetch(EVENING, '2026-11-28')).kind).toBe('not-yet');
    expect((await source.fetch(MIDDAY, '2026-11-28')).kind).toBe('not-yet');
  });

  it('a missing Win 4: found with the Numbers only (the domain keeps it incomplete)', async () => {
    serve('ny-2026-11-28-no-win4.json');
    const answer = await source.fetch(EVENING, '2026-11-28');
    expect(answer).toMatchObject({ kind: 'found', pick3: '803' });
    expect(answer.kind === 'found' && answer.pick4).toBeUndefined();
  });

  it.each([429, 500, 503])('HTTP %i → a SourceError carrying the status', async (status) => {
    serve('ny-throttled.json', status);
    const error = await failure(source.fetch(EVENING, '2026-11-28'));
    expect(error.reason).toBe(status);
    expect(error.status).toBe(status);
    expect(error.source).toBe('ny-open-data');
  });

  it.each([
    ['a body cut mid-answer', 'ny-truncated.txt'],
    ['an object instead of rows', 'ny-throttled.json'],
  ])('%s → malformed', async (_, name) => {
    serve(name);
    expect((await failure(source.fetch(EVENING, '2026-11-28'))).reason).toBe('malformed');
  });

  it('no answer within the timeout → network', async () => {
    server.answer(PATH, { hang: true });
    const started = Date.now();
    expect((await failure(source.fetch(EVENING, '2026-11-28'))).reason).toBe('network');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('nothing listening → network', async () => {
    const closed = await fakeSourceServer();
    await closed.close();
    const gone = nyOpenData({ url: `${closed.url}${PATH}`, timeoutMs: 500 });
    expect((await failure(gone.fetch(EVENING, '2026-11-28'))).reason).toBe('network');
  });

  it('the caller’s signal stops it', async () => {
    server.answer(PATH, { hang: true });
    const controller = new AbortController();
    const pending = source.fetch(EVENING, '2026-11-28', controller.signal);
    controller.abort();
    expect((await failure(pending)).reason).toBe('network');
  });

  it('covers New York midday and evening only; another draw or a bad date is refused', async () => {
    expect(source.covers(MIDDAY) && source.covers(EVENING)).toBe(true);
    expect(source.covers({ state: 'NY', draw: 'night' })).toBe(false);
    expect(source.covers({ state: 'FL', draw: 'midday' })).toBe(false);
    const refused = await failure(source.fetch({ state: 'TX', draw: 'day' }, '2026-11-28'));
    expect(refused.reason).toBe('unsupported');
    expect((await failure(source.fetch(EVENING, '28/11/2026'))).reason).toBe('unsupported');
    expect(server.requests).toHaveLength(0);
  });
});
