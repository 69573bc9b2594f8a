import { fromCentimes, type DrawInput } from '@tiraj/domain';
import type { CorrectedAfterPayout, PaymentAlert } from '@tiraj/domain/contracts';

/** How the alert writes an amount: the company's owner reads French (`1 750,00 HTG`). */
const frHtg = (htg: number) =>
  `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(htg)
    .replace(/\s/g, ' ')} HTG`;
const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** A draw's lots as the alert writes them: `27-44-61 (L3C 827)`. */
export const lotsText = (d: DrawInput) => `${d.first}-${d.second}-${d.third} (L3C ${d.l3c})`;

/** The figures of a correction that hurt a company's paid tickets (amounts in centimes). */
export function correctedAfterPayout(
  correction: { category: string; date: string; before: DrawInput; after: DrawInput },
  tickets: number,
  paidOut: number,
  overpaid: number,
): CorrectedAfterPayout {
  return {
    category: correction.category,
    date: correction.date,
    before: lotsText(correction.before),
    after: lotsText(correction.after),
    tickets,
    paidOut: fromCentimes(paidOut),
    overpaid: fromCentimes(overpaid),
  };
}

/** The alert's stored text: French, the one every client (the original dashboard too) reads. */
export const correctedAfterPayoutText = (p: CorrectedAfterPayout) =>
  `Résultat corrigé après paiement : ${p.category} du ${frDate(p.date)}, ${p.before} → ${p.after}. ` +
  `${p.tickets} fiche(s) payée(s) (${frHtg(p.paidOut)}) gagnent moins maintenant : ` +
  `${frHtg(p.overpaid)} à récupérer ou à passer en perte (Tickets gagnants, Caisse).`;

const CORRECTED_AFTER_PAYOUT =
  /^Résultat corrigé après paiement : (.+) du (\d{2})\/(\d{2})\/(\d{4}), (.+?) → (.+?)\. (\d+) fiche\(s\) payée\(s\) \(([\d ]+,\d{2}) HTG\) gagnent moins maintenant : ([\d ]+,\d{2}) HTG à récupérer ou à passer en perte \(Tickets gagnants, Caisse\)\.$/s;

const frNumber = (text: string) => Number(text.replace(/ /g, '').replace(',', '.'));

/**
 * The figures back from an alert's stored text (issue 38: the reader's language). The alert keeps
 * only its text (a column for them would need a migration): the text this module writes is read
 * back here, so every alert a correction ever wrote is said in the reader's words. Any other text
 * (an admin's, an import's) has none.
 */
export function correctedAfterPayoutOf(message: string): CorrectedAfterPayout | undefined {
  const m = CORRECTED_AFTER_PAYOUT.exec(message);
  if (!m) return undefined;
  const [, category, d, mo, y, before, after, tickets, paidOut, overpaid] = m;
  return {
    category: category!,
    date: `${y}-${mo}-${d}`,
    before: before!,
    after: after!,
    tickets: Number(tickets),
    paidOut: frNumber(paidOut!),
    overpaid: frNumber(overpaid!),
  };
}

/** An alert as the API answers it: the platform's own with its code and figures. */
export function withCode<A extends Pick<PaymentAlert, 'message'>>(
  alert: A,
): A & Pick<PaymentAlert, 'code' | 'params'> {
  const params = correctedAfterPayoutOf(alert.message);
  return params ? { ...alert, code: 'result.corrected_after_payout', params } : alert;
}
