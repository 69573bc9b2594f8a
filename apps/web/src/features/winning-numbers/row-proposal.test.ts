import { lotsFromPicks } from '@tiraj/domain';
import type { ResultProposalItem } from '@tiraj/domain/contracts';
import { describe, expect, it } from 'vitest';
import { rowProposal } from './row-proposal.ts';

const item = (
  source: string,
  pick3: string | null,
  pick4: string | null,
  categoryId = 'c1',
): ResultProposalItem => {
  const { state, input } = lotsFromPicks(pick3 ?? undefined, pick4 ?? undefined);
  return {
    _id: `${source}-${categoryId}`,
    lotteryCategoryId: categoryId,
    catalogId: 'e1',
    date: '2026-11-28',
    lotteryDate: '2026-11-28',
    source,
    pick3,
    pick4,
    lots: input,
    state,
    status: 'proposed',
    fetchedAt: '2026-11-28T19:00:00.000Z',
    raw: null,
  };
};

describe("rowProposal: a due row's proposal, and whether another source disputes it", () => {
  it.each([
    ['one source', [item('ny', '457', '1290')], 'ny', false],
    ['two agree', [item('ny', '457', '1290'), item('mirror', '457', '1290')], 'ny', false],
    [
      'a Pick 3 alone that agrees',
      [item('ny', '457', '1290'), item('b', '457', null)],
      'ny',
      false,
    ],
    [
      'the complete one shown first',
      [item('b', '457', null), item('ny', '457', '1290')],
      'ny',
      false,
    ],
    ['another Pick 4', [item('ny', '457', '1290'), item('mirror', '457', '1291')], 'ny', true],
    ['another Pick 3 alone', [item('ny', '457', '1290'), item('b', '458', null)], 'ny', true],
    [
      "another draw's proposal",
      [item('ny', '457', '1290'), item('b', '111', '2222', 'c2')],
      'ny',
      false,
    ],
    ['nothing', [], undefined, false],
  ] as const)('%s', (_, proposals, source, disputed) => {
    const row = rowProposal(proposals, 'c1');
    expect(row.proposal?.source).toBe(source);
    expect(row.disputed).toBe(disputed);
  });
});
