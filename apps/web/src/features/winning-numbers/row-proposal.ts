import { disagreesWithConfirmed } from '@tiraj/domain';
import type { ResultProposalItem } from '@tiraj/domain/contracts';

/**
 * What a due row of Today's results shows from the day's proposals (issue 40): the first
 * source's proposal still waiting (the complete one first), and whether another source says
 * other numbers (even one game of them). A disputed row is never confirmed in one key: the clerk
 * checks and types the result (the API refuses the confirmation too).
 */
export function rowProposal(proposals: readonly ResultProposalItem[], categoryId: string) {
  const own = proposals.filter((p) => p.lotteryCategoryId === categoryId);
  const shown = own
    .filter((p) => p.status === 'proposed')
    .sort((a, b) => Number(b.state === 'complete') - Number(a.state === 'complete'))[0];
  const disputed =
    !!shown && own.some((p) => p.source !== shown.source && disagreesWithConfirmed(shown.lots, p));
  return { proposal: shown, disputed };
}
