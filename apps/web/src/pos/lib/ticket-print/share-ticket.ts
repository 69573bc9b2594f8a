import type { TicketLayout } from './ticket-layout.ts';
import { qrMatrix } from './ticket-qr.ts';

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * The ticket as a PNG through the phone's share sheet (customers get tickets on
 * WhatsApp), or a download where the browser cannot share files.
 * The canvas drawing loads only when a ticket is first shared.
 */
export async function shareTicket(layout: TicketLayout): Promise<ShareOutcome> {
  const [{ ticketPng }, qr] = await Promise.all([
    import('./ticket-image.ts'),
    qrMatrix(layout.qrText),
  ]);
  const blob = await ticketPng(layout, qr);
  const name = layout.words.fileName;
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: `${layout.company} ${layout.ticketId}` });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
