/**
 * The days the 30-day chart names on its axis: every `step` days counted back from the last (today),
 * so the gaps are all the same (the chart's own choice jumped 3, 3, 2 days) and today is named.
 */
export function regularTicks(days: readonly string[], step = 7): string[] {
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}
