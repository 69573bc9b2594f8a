import { dateOf, type Doc } from './read-dump.ts';

/**
 * A stored date as LotterySoft's clients read it: `date.substring(0,10)` of its ISO form, the UTC
 * day. The one rule for a ticket's and a result's `date`: read as an instant in Haiti's zone, a
 * ticket stored at 00:00Z would fall on the evening before, away from its result.
 */
export const storedDay = (v: unknown) => dateOf(v)?.toISOString().slice(0, 10) ?? '';

/** yyyy-MM-dd of an instant in the operator's zone: what "today" is for the import. */
export function localDay(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * How the import reads a ticket's days: its draw day is its stored `date`'s UTC day; it was sold
 * at `createdAt` (the stored date when the dump has none). An object, so a test can replace the
 * reading and see the money proof, which reads the dump by its own code, disagree.
 */
export const ticketReading = {
  dates(doc: Doc, now: Date, timeZone: string): { drawDate: string; soldAt: Date } {
    const soldAt = dateOf(doc.createdAt) ?? dateOf(doc.date) ?? now;
    const drawDate = storedDay(doc.date) || storedDay(doc.createdAt) || localDay(now, timeZone);
    return { drawDate, soldAt };
  },
};
