import { describe, expect, it } from 'vitest';
import {
  disagreesWithConfirmed,
  latestPerSource,
  lotsFromPicks,
  newer,
  sameResult,
  shouldAutoConfirm,
  type ResultProposal,
} from '../src/result-proposal.ts';

const numberOf = (pick3: string | undefined, pick4: string | undefined, game: string, pos = 1) =>
  lotsFromPicks(pick3, pick4).entries.find((e) => e.gameCategory === game && e.position === pos)
    ?.number;

describe('lotsFromPicks: the one rule (DRAWS.md, The lots)', () => {
  it('Pick 3 457 + Pick 4 1290 → 57 / 12 / 90, L3C 457, complete', () => {
    const r = lotsFromPicks('457', '1290');
    expect(r.state).toBe('complete');
    expect(r.input).toEqual({ first: '57', second: '12', third: '90', l3c: '457' });
  });

  // Every option as deriveWinningNumbers lays it out (today's layout: L5C 3 = d3 e1e2e3e4).
  it.each([
    ['BLT', 1, '57'],
    ['BLT', 2, '12'],
    ['BLT', 3, '90'],
    ['L3C', 1, '457'],
    ['L4C 1', 1, '1290'],
    ['L4C 2', 1, '5712'],
    ['L4C 3', 1, '5790'],
    ['L5C 1', 1, '45790'],
    ['L5C 2', 1, '45712'],
    ['L5C 3', 1, '71290'],
    ['MRG', 1, '57×12'],
    ['MRG', 2, '57×90'],
    ['MRG', 3, '12×90'],
    ['MRG', 4, '12×57'],
    ['MRG', 5, '90×57'],
    ['MRG', 6, '90×12'],
  ] as const)('457 / 1290: %s %i = %s', (game, position, number) => {
    expect(numberOf('457', '1290', game, position)).toBe(number);
  });

  it('keeps leading zeros: 007 + 0000 → 07 / 00 / 00', () => {
    expect(lotsFromPicks('007', '0000').input).toEqual({
      first: '07',
      second: '00',
      third: '00',
      l3c: '007',
    });
  });

  it.each([
    ['no games', undefined, undefined, { first: '', second: '', third: '', l3c: '' }],
    ['Pick 3 only', '457', undefined, { first: '57', second: '', third: '', l3c: '457' }],
    ['Pick 4 only', undefined, '1290', { first: '', second: '12', third: '90', l3c: '' }],
    ['a Pick 3 of two digits', '45', '1290', { first: '', second: '12', third: '90', l3c: '' }],
    ['a single digit', '7', '1290', { first: '', second: '12', third: '90', l3c: '' }],
    ['a Pick 4 of five digits', '457', '12900', { first: '57', second: '', third: '', l3c: '457' }],
    ['letters', '4a7', '12-0', { first: '', second: '', third: '', l3c: '' }],
    ['empty strings', '', '', { first: '', second: '', third: '', l3c: '' }],
  ] as const)('%s → incomplete, never a lot from a bad game', (_, pick3, pick4, input) => {
    const r = lotsFromPicks(pick3, pick4);
    expect(r.state).toBe('incomplete');
    expect(r.input).toEqual(input);
  });

  it('an incomplete result leaves every option needing the missing game empty', () => {
    expect(numberOf('457', undefined, 'L4C 2')).toBe('');
    expect(numberOf('457', undefined, 'L5C 3')).toBe('');
    expect(numberOf('457', undefined, 'L3C')).toBe('457');
  });

  it('trims spaces a source pads with', () => {
    expect(lotsFromPicks(' 457 ', '1290\n').state).toBe('complete');
  });
});

const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00Z`);
const p = (
  source: string,
  pick3: string | undefined,
  pick4: string | undefined,
  fetched = '23:00',
  drawn?: string,
): ResultProposal => ({
  source,
  pick3,
  pick4,
  fetchedAt: at(fetched),
  drawnAt: drawn ? at(drawn) : null,
});

describe('sameResult', () => {
  it.each([
    ['same games', p('a', '457', '1290'), p('b', '457', '1290'), true],
    ['another Pick 3', p('a', '457', '1290'), p('b', '458', '1290'), false],
    ['another Pick 4', p('a', '457', '1290'), p('b', '457', '1291'), false],
    ['both missing the Pick 4', p('a', '457', undefined), p('b', '457', undefined), false],
    ['one incomplete', p('a', '457', '1290'), p('b', '457', undefined), false],
  ])('%s → %s', (_, a, b, expected) => {
    expect(sameResult(a, b)).toBe(expected);
  });
});

describe('newer: an older update never replaces a newer one', () => {
  it('by the source’s own time when both have it: an older page read later loses', () => {
    const current = p('ny', '457', '1290', '22:00', '21:50');
    const stale = p('ny', '111', '2222', '22:05', '21:40');
    expect(newer(current, stale)).toBe(current);
    expect(newer(stale, current)).toBe(current);
  });

  it('by when it was read otherwise', () => {
    const a = p('tx', '457', '1290', '22:00');
    const b = p('tx', '457', '1291', '22:05');
    expect(newer(a, b)).toBe(b);
    expect(newer(b, a)).toBe(b);
  });

  it('the same source time: the later read wins (ties keep the update)', () => {
    const a = p('ny', '457', undefined, '22:00', '21:50');
    const b = p('ny', '457', '1290', '22:05', '21:50');
    expect(newer(a, b)).toBe(b);
  });

  it('latestPerSource keeps one word per source', () => {
    const kept = latestPerSource([
      p('ny', '111', '1111', '22:00'),
      p('tx', '457', '1290', '22:01'),
      p('ny', '457', '1290', '22:05'),
    ]);
    expect(kept.map((k) => [k.source, k.pick3])).toEqual([
      ['ny', '457'],
      ['tx', '457'],
    ]);
  });
});

describe('shouldAutoConfirm: only a complete result two independent sources agree on', () => {
  it.each([
    ['two sources agree', [p('ny', '457', '1290'), p('mirror', '457', '1290')], true, '457/1290'],
    [
      'the draw does not allow it',
      [p('ny', '457', '1290'), p('mirror', '457', '1290')],
      false,
      null,
    ],
    [
      'one source, twice',
      [p('ny', '457', '1290', '22:00'), p('ny', '457', '1290', '22:05')],
      true,
      null,
    ],
    ['one source only', [p('ny', '457', '1290')], true, null],
    ['two sources disagree', [p('ny', '457', '1290'), p('mirror', '457', '1291')], true, null],
    [
      'agree but incomplete',
      [p('ny', '457', undefined), p('mirror', '457', undefined)],
      true,
      null,
    ],
    [
      'two agree, a third says otherwise',
      [p('ny', '457', '1290'), p('mirror', '457', '1290'), p('other', '999', '1290')],
      true,
      null,
    ],
    [
      'two agree, a third still incomplete',
      [p('ny', '457', '1290'), p('mirror', '457', '1290'), p('other', '457', undefined)],
      true,
      '457/1290',
    ],
    [
      'two agree, a third has only a Pick 3, and another one',
      [p('ny', '457', '1290'), p('mirror', '457', '1290'), p('other', '458', undefined)],
      true,
      null,
    ],
    [
      'two agree, a third has only a Pick 4, and another one',
      [p('ny', '457', '1290'), p('mirror', '457', '1290'), p('other', undefined, '1291')],
      true,
      null,
    ],
    [
      'a source corrected itself to agree',
      [
        p('ny', '457', '1290'),
        p('mirror', '457', '1291', '22:00'),
        p('mirror', '457', '1290', '22:10'),
      ],
      true,
      '457/1290',
    ],
    ['nothing yet', [], true, null],
  ] as const)('%s', (_, proposals, autoConfirm, expected) => {
    const r = shouldAutoConfirm(proposals, autoConfirm);
    expect(r ? `${r.pick3}/${r.pick4}` : null).toBe(expected);
  });
});

describe('disagreesWithConfirmed', () => {
  const confirmed = { first: '57', second: '12', third: '90', l3c: '457' };
  it.each([
    ['the same games', '457', '1290', false],
    ['another Pick 4', '457', '1291', true],
    ['another Pick 3', '458', '1290', true],
    ['a Pick 3 alone that agrees', '457', undefined, false],
    ['a Pick 3 alone that does not', '157', undefined, true],
    ['nothing readable', undefined, '12', false],
  ] as const)('%s → %s', (_, pick3, pick4, expected) => {
    expect(disagreesWithConfirmed(confirmed, { pick3, pick4 })).toBe(expected);
  });
});
