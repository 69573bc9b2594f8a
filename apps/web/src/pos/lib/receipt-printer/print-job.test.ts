import { describe, expect, it } from 'vitest';
import {
  NO_PRINT_JOB,
  nextPrintJob,
  startsPrinting,
  type PrintEvent,
  type PrintJob,
} from './print-job.ts';

const run = (events: PrintEvent[], from: PrintJob = NO_PRINT_JOB) =>
  events.reduce(nextPrintJob, from);
const sold = (ticketId: string, auto: boolean): PrintEvent => ({ type: 'sold', ticketId, auto });

describe('nextPrintJob', () => {
  it.each<[string, PrintEvent[], PrintJob]>([
    [
      'a sale with automatic printing prints at once',
      [sold('A', true)],
      { state: 'printing', ticketId: 'A', attempts: 1 },
    ],
    [
      'a sale without it waits for Print',
      [sold('A', false)],
      { state: 'ready', ticketId: 'A', attempts: 0 },
    ],
    [
      'the printer took it',
      [sold('A', true), { type: 'printed' }],
      { state: 'printed', ticketId: 'A', attempts: 1 },
    ],
    [
      'a printer failure after confirmation leaves the ticket sold, to print again',
      [sold('A', true), { type: 'failed' }],
      { state: 'failed', ticketId: 'A', attempts: 1 },
    ],
    [
      'print again after a failure, then it prints',
      [sold('A', true), { type: 'failed' }, { type: 'print' }, { type: 'printed' }],
      { state: 'printed', ticketId: 'A', attempts: 2 },
    ],
    [
      'the same confirmation seen twice does not print twice',
      [sold('A', true), { type: 'printed' }, sold('A', true)],
      { state: 'printed', ticketId: 'A', attempts: 1 },
    ],
    [
      'a second tap while printing is not a second job',
      [sold('A', true), { type: 'print' }, { type: 'print' }],
      { state: 'printing', ticketId: 'A', attempts: 1 },
    ],
    [
      'an answer with no job under way changes nothing',
      [sold('A', false), { type: 'failed' }, { type: 'printed' }],
      { state: 'ready', ticketId: 'A', attempts: 0 },
    ],
    ['nothing sold: Print does nothing', [{ type: 'print' }], NO_PRINT_JOB],
    [
      'the next sale starts its own job',
      [sold('A', true), { type: 'failed' }, sold('B', true)],
      { state: 'printing', ticketId: 'B', attempts: 1 },
    ],
    [
      'a reprint of a printed ticket is one more job',
      [sold('A', true), { type: 'printed' }, { type: 'print' }],
      { state: 'printing', ticketId: 'A', attempts: 2 },
    ],
  ])('%s', (_, events, job) => {
    expect(run(events)).toEqual(job);
  });

  it('asks for paper only when a job starts', () => {
    const printing = run([sold('A', true)]);
    expect(startsPrinting(NO_PRINT_JOB, printing)).toBe(true);
    expect(startsPrinting(printing, nextPrintJob(printing, { type: 'print' }))).toBe(false);
    expect(startsPrinting(printing, run([sold('B', true)], printing))).toBe(true);
    const failed = nextPrintJob(printing, { type: 'failed' });
    expect(startsPrinting(failed, nextPrintJob(failed, { type: 'print' }))).toBe(true);
  });
});
