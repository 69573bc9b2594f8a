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
  correction: { category: string; date: string; before: DrawInput; after: DrawInput | null },
  tickets: number,
  paidOut: number,
  overpaid: number,
): CorrectedAfterPayout {
  return {
    category: correction.category,
    date: correction.date,
    before: lotsText(correction.before),
    // A result deleted after payouts: no lots now, a dash every language reads.
    after: correction.after ? lotsText(correction.after) : '—',
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

/**
 * An alert as the API answers it: one Tiraj wrote itself carries its code and figures (stored
 * beside the text, migration 0026), so each reader's screen says it in their language; an
 * admin's own text has none. The stored column itself is not part of the answer.
 */
export function withCode<
  A extends Pick<PaymentAlert, 'message'> & { correctedAfterPayout: CorrectedAfterPayout | null },
>({
  correctedAfterPayout,
  ...alert
}: A): Omit<A, 'correctedAfterPayout'> & Pick<PaymentAlert, 'code' | 'params'> {
  return correctedAfterPayout
    ? { ...alert, code: 'result.corrected_after_payout', params: correctedAfterPayout }
    : alert;
}
