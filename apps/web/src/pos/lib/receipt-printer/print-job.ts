/**
 * What happened to the printing of one confirmed ticket. The sale is never part of it: the
 * ticket is sold before the first state exists, and no event here sends anything to the server,
 * so a printer error can neither lose the sale nor sell it twice; at worst the seller prints again.
 */
export type PrintJob =
  | { state: 'idle'; ticketId: null; attempts: 0 }
  /** sold, not printed yet (automatic printing off, or the browser's dialog) */
  | { state: 'ready'; ticketId: string; attempts: number }
  | { state: 'printing'; ticketId: string; attempts: number }
  | { state: 'printed'; ticketId: string; attempts: number }
  /** the printer failed: the ticket stays sold, with "print again" */
  | { state: 'failed'; ticketId: string; attempts: number };

export type PrintEvent =
  /** a sale was confirmed; `auto`: print it at once (a direct printer and the setting on) */
  | { type: 'sold'; ticketId: string; auto: boolean }
  /** the seller tapped Print (or Print again) */
  | { type: 'print' }
  | { type: 'printed' }
  | { type: 'failed' };

export const NO_PRINT_JOB: PrintJob = { state: 'idle', ticketId: null, attempts: 0 };

export function nextPrintJob(job: PrintJob, event: PrintEvent): PrintJob {
  switch (event.type) {
    case 'sold':
      // The same confirmation seen again (a re-render, a retried answer) never prints twice.
      if (job.ticketId === event.ticketId) return job;
      return event.auto
        ? { state: 'printing', ticketId: event.ticketId, attempts: 1 }
        : { state: 'ready', ticketId: event.ticketId, attempts: 0 };
    case 'print':
      // One job at a time: a second tap while printing is not a second ticket on paper.
      if (job.state === 'idle' || job.state === 'printing') return job;
      return { state: 'printing', ticketId: job.ticketId, attempts: job.attempts + 1 };
    case 'printed':
    case 'failed':
      // Only a job under way can end; a late answer for an earlier one changes nothing.
      if (job.state !== 'printing') return job;
      return { state: event.type, ticketId: job.ticketId, attempts: job.attempts };
  }
}

/** Whether the job's state asks the printer for paper now (entering `printing`). */
export const startsPrinting = (before: PrintJob, after: PrintJob) =>
  after.state === 'printing' && (before.state !== 'printing' || before.ticketId !== after.ticketId);
