import type { TicketCheck } from '@tiraj/domain/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../lib/ticket-print/confirm-dialog.tsx';
import { money, posDateTime } from '../../lib/ticket-print/ticket-format.ts';
import { ticketLayout } from '../../lib/ticket-print/ticket-layout.ts';
import { TicketView } from '../../lib/ticket-print/ticket-view.tsx';
import { usePayTicket } from './api.ts';
import { payRefusal } from './pay-refusal.ts';
import { words } from './words.ts';

/** A checked ticket: its state in words, its lines (winning ones marked), and Pay when it may be paid. */
export function CheckResult({ check }: { check: TicketCheck }) {
  const { state, ticket } = check;
  const pay = usePayTicket(ticket.ticketId);
  const [asking, setAsking] = useState(false);
  const [justPaid, setJustPaid] = useState(false);
  const layout = useMemo(
    () => ticketLayout(ticket, { companyName: check.companyName }, false),
    [ticket, check.companyName],
  );
  const payout = money(check.payout);
  const paidBy = ticket.paidOutBy?.userName;

  const confirm = () =>
    pay.mutate(undefined, {
      onSuccess: () => setJustPaid(true),
      onSettled: () => setAsking(false),
    });

  return (
    <section className="cp-result" aria-labelledby="cp-state">
      <div className="cp-state" data-state={state} data-testid="check-state">
        <h2 id="cp-state" className="cp-state-title">
          {words.state[state]}
        </h2>
        {(state === 'won' || state === 'paid') && (
          <p className="cp-payout">
            {words.payout}: <strong data-testid="check-payout">{payout}</strong>
          </p>
        )}
        {state === 'paid' && ticket.paidOutAt && paidBy && (
          <p data-testid="check-paid-by">{words.paidWhen(posDateTime(ticket.paidOutAt), paidBy)}</p>
        )}
        <p className="cp-help">
          {justPaid && state === 'paid' ? words.paidNow : words.stateHelp[state]}
        </p>
      </div>

      {pay.isError && (
        <p className="pk-error" role="alert" data-testid="pay-error">
          {payRefusal(pay.error)}
        </p>
      )}

      {state === 'won' &&
        (check.canPay ? (
          <div className="pk-actions">
            <button
              type="button"
              className="pk-btn pk-btn-primary cp-pay"
              onClick={() => setAsking(true)}
              disabled={pay.isPending}
            >
              {words.pay(payout)}
            </button>
          </div>
        ) : (
          <p className="pk-error">{words.cannotPay}</p>
        ))}

      <div className="cp-ticket">
        <TicketView layout={layout} showWins winWord={words.winningLine} />
      </div>

      <ConfirmDialog
        open={asking}
        title={words.confirmTitle}
        confirmLabel={pay.isPending ? words.paying : words.confirm}
        cancelLabel={words.cancel}
        busy={pay.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{words.confirmBody(ticket.ticketId, payout)}</p>
      </ConfirmDialog>
    </section>
  );
}
