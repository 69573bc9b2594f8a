import type { KeptPaper } from './paper-store.ts';

/** A paper not printed is offered this long (a day's draws and a margin); then it is let go. */
export const UNPRINTED_KEPT_MS = 3 * 24 * 60 * 60_000;

const byTime = (a: KeptPaper, b: KeptPaper) => a.soldAt.localeCompare(b.soldAt);

/**
 * The seller's sales whose paper never came out, oldest first, kept before this opening: a sale of
 * this opening was on screen (sold panel, confirmed in the list) and the seller chose; one left by
 * a power cut, a crash or a printer that failed is asked again at the next opening.
 */
export function unprintedOf(
  papers: readonly KeptPaper[],
  sellerId: string,
  openedAt: number,
): KeptPaper[] {
  return papers
    .filter(
      (p) =>
        p.sellerId === sellerId && !p.printed && !p.cancelled && Date.parse(p.keptAt) < openedAt,
    )
    .sort(byTime);
}

/** The last sale made on this device by this seller, printed or not; none once it was cancelled. */
export function lastOf(papers: readonly KeptPaper[], sellerId: string): KeptPaper | null {
  const last = papers
    .filter((p) => p.sellerId === sellerId)
    .sort(byTime)
    .at(-1);
  return last && !last.cancelled ? last : null;
}

/**
 * What the device no longer needs: a printed or cancelled paper that is not its seller's last (the
 * last stays: "print the last ticket again" means it, or nothing once cancelled), and an unprinted
 * one past its days.
 */
export function papersToDrop(papers: readonly KeptPaper[], now: Date): KeptPaper[] {
  const lastBySeller = new Map<string, KeptPaper>();
  for (const p of papers) {
    const other = lastBySeller.get(p.sellerId);
    if (!other || byTime(other, p) < 0) lastBySeller.set(p.sellerId, p);
  }
  return papers.filter((p) => {
    if (lastBySeller.get(p.sellerId) === p) return false;
    if (p.printed || p.cancelled) return true;
    return now.getTime() - Date.parse(p.soldAt) > UNPRINTED_KEPT_MS;
  });
}
