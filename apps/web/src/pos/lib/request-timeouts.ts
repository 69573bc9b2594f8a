import { setCallLimit } from '../../lib/api-client.ts';
import { withTimeout } from '../../lib/with-timeout.ts';

/** How long a call may wait for its answer: reads, writes (ms); none for uploads (FormData). */
export interface RequestTimeouts {
  read: number;
  write: number;
}

/**
 * Every call of the point of sale gets a time limit (issue 37): a timed-out call fails as a
 * network error, so a sale stays waiting under its key and a read falls back to what is kept.
 */
export function setRequestTimeouts({ read, write }: RequestTimeouts) {
  setCallLimit((signal, method, upload) =>
    withTimeout(signal, upload ? undefined : method === 'GET' ? read : write),
  );
}
