import type { AuditRecord } from '@tiraj/domain/contracts';
import type { CsvCell } from '../../lib/csv.ts';
import { changeLines, lineText } from './detail-text.ts';
import type { JournalWords } from './journal-columns.tsx';

/**
 * When an action was taken, in the Journal's file (issue 38): an instant, which the file writes
 * as its date and time in the operator's zone (a date cell in the `.xlsx`). Written as the
 * server's UTC text, an evening's action in Port-au-Prince landed on the next day.
 */
export const journalAtCell = (record: Pick<AuditRecord, 'at'>): CsvCell => ({ at: record.at });

/**
 * The Journal's CSV, column by column (one small function: the file's own rules, its time zone
 * among them, change here): the before and after each as "field: value" lines.
 */
export function journalCsv(
  w: JournalWords,
): { header: string; value: (r: AuditRecord) => CsvCell }[] {
  const { t } = w;
  const side = (r: AuditRecord, which: 'before' | 'after') =>
    changeLines(r.before, r.after, w.words(r))
      .filter((l) => l[which] !== undefined)
      .map((l) => lineText({ field: l.field, [which]: l[which] }))
      .join('; ');
  return [
    { header: t('journal.at'), value: journalAtCell },
    { header: t('journal.person'), value: (r) => r.actor.userName },
    { header: t('journal.action'), value: (r) => w.actionLabel(r.action) },
    { header: t('journal.target'), value: (r) => w.targetOf(r) || (r.target.id ?? '') },
    { header: t('journal.before'), value: (r) => side(r, 'before') },
    { header: t('journal.after'), value: (r) => side(r, 'after') },
    { header: t('journal.reason'), value: w.reasonOf },
    {
      header: t('journal.origin'),
      value: (r) => [r.device, r.address].filter(Boolean).join(' · '),
    },
  ];
}
