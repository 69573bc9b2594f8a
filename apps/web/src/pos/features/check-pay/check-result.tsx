import type { TicketCheck } from '@tiraj/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ticket-print/confirm-dialog.tsx';
import { money, posDateTime } from '../../lib/ticket-print/ticket-format.ts';
import { ticketLayout } from '../../lib/ticket-print/ticket-layout.ts';
import { TicketView } from '../../lib/ticket-print/ticket-view.tsx';
import { usePayTicket } from './api.ts';
import { payRefusal } from './pay-refusal.ts';

/**
 * A checked ticket: its state in words, its lines (each winning one marked, with what it pays),
 * and Pay when it may be paid.
 */
export function CheckResult({ check }: { check: TicketCheck }) {
  const { t } = useTranslation('posScreens');
  const { t: tPos } = useTranslation('pos');
  const { t: tShared } = useTranslation('shared');
  const { state, ticket } = check;
  const pay = usePayTicket(ticket.ticketId);
  const [asking, setAsking] = useState(false);
  const [justPaid, setJustPaid] = useState(false);
  // `t` is new for each language: the ticket follows a change of language at once.
  const layout = useMemo(
    () => ticketLayout(ticket, { companyName: check.companyName }, false, tPos, tShared),
    [ticket, check.companyName, tPos, tShared],
  );
  const payout = money(check.payout);
  const paidBy = ticket.paidOutBy?.userName;
  // A winner this seller may not pay: one message says what it won and who pays it, no order to
  // pay and no Pay button. Why is the server's (`reason`, the payment's own rule), not guessed here.
  const elsewhere = state === 'won' && !check.canPay;
  const office = elsewhere && check.reason === 'over_seller_limit';

  const confirm = () =>
    pay.mutate(undefined, {
      onSuccess: () => setJustPaid(true),
      onSettled: () => setAsking(false),
    });

  return (
    <section className="cp-result" aria-labelledby="cp-state">
      <div className="cp-state" data-state={state} data-testid="check-state">
        <h2 id="cp-state" className="cp-state-title">
          {/* Just paid here: said as done, not as "already paid" (which warns of a second payment). */}
          {justPaid && state === 'paid' ? t('check.justPaid') : t(`check.state.${state}`)}
        </h2>
        {office ? (
          <OfficeMessage amount={payout} office={check.office} />
        ) : elsewhere ? (
          <p className="cp-payout" data-testid="check-elsewhere">
            {t('check.wonElsewhere', { amount: payout })}
          </p>
        ) : (
          (state === 'won' || state === 'paid') && (
            <p className="cp-payout">
              {/* The catalogue writes the colon: French spaces it ("À payer :"). */}
              {t(state === 'paid' ? 'check.paidAmount' : 'check.payout')}{' '}
              <strong data-testid="check-payout">{payout}</strong>
            </p>
          )
        )}
        {state === 'paid' && ticket.paidOutAt && paidBy && (
          <p data-testid="check-paid-by">
            {t('check.paidWhen', { when: posDateTime(ticket.paidOutAt), by: paidBy })}
          </p>
        )}
        {!elsewhere && (
          <p className="cp-help">
            {justPaid && state === 'paid' ? t('check.paidNow') : t(`check.stateHelp.${state}`)}
          </p>
        )}
      </div>

      {pay.isError && (
        <p className="pk-error" role="alert" data-testid="pay-error">
          {payRefusal(pay.error, t)}
        </p>
      )}

      {state === 'won' && check.canPay && (
        <div className="pk-actions">
          <button
            type="button"
            className="pk-btn pk-btn-primary cp-pay"
            onClick={() => setAsking(true)}
            disabled={pay.isPending}
          >
            {t('check.pay', { amount: payout })}
          </button>
        </div>
      )}

      <div className="cp-ticket">
        <TicketView
          layout={layout}
          showWins
          settled={state !== 'waiting'}
          winWord={tPos('ticket.won', { word: t('check.winningLine') })}
        />
      </div>

      <ConfirmDialog
        open={asking}
        title={t('check.confirmTitle')}
        confirmLabel={pay.isPending ? t('check.paying') : t('check.confirm')}
        cancelLabel={t('check.cancel')}
        busy={pay.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t('check.confirmBody', { amount: payout, ticketId: ticket.ticketId })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Above the seller payout limit: the office pays it, and the seller tells the customer where it is. */
function OfficeMessage({ amount, office }: { amount: string; office: TicketCheck['office'] }) {
  const { t } = useTranslation('posScreens');
  return (
    <div data-testid="check-office">
      <p className="cp-payout">{t('check.overLimit', { amount })}</p>
      {office.address && <p>{t('check.officeAddress', { address: office.address })}</p>}
      {office.phone && <p>{t('check.officePhone', { phone: office.phone })}</p>}
    </div>
  );
}
