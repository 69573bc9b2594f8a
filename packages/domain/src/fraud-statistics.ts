/**
 * The statistics fraud signals compare a seller with: a percentile by linear interpolation
 * between the closest ranks (R's type 7, numpy's default, PostgreSQL's `percentile_cont`), so
 * the median is the middle value, or the mean of the two middle ones.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (p < 0 || p > 1) throw new RangeError(`percentile ${p} is not between 0 and 1`);
  const sorted = values.toSorted((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low]!;
  return lowValue + (rank - low) * (sorted[high]! - lowValue);
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** `part / whole`, 0 when there is no whole (a seller with no ticket deleted none of them). */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
