import type { AuditRecord } from '@tiraj/domain/contracts';
import type { CsvCell } from '../../lib/csv.ts';

/**
 * When an action was taken, in the Journal's file (issue 38): an instant, which the file writes
 * as its date and time in the operator's zone (a date cell in the `.xlsx`). Written as the
 * server's UTC text, an evening's action in Port-au-Prince landed on the next day.
 */
export const journalAtCell = (record: Pick<AuditRecord, 'at'>): CsvCell => ({ at: record.at });
