import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSession } from '../../lib/session.ts';
import { SettleModal } from '../../components/corrected-payouts/settle-modal.tsx';
import { usePayAction } from './pay-action.tsx';
import { PaidOutFilter, type PaidOutFilterValue } from './paid-out-filter.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { TicketListScreen } from './ticket-list-screen.tsx';
import type { RowAction } from './ticket-table.tsx';

/**
 * Win Tickets: tickets that pay, once their draw's result is posted, and whether they were paid
 * out. The company pays out any of its winners, a supervisor its own sellers' (issue 26: above
 * the seller payout limit too); the list and the pay call follow the signed-in role (api.ts).
 * A winner paid under a result since corrected is the company's to settle (issue 38).
 */
export function WinTicketsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('won', 'fetchWinnerTickets');
  const [paidOut, setPaidOut] = useState<PaidOutFilterValue>(screen.search.paidOut ?? '');
  const [settling, setSettling] = useState<string | null>(null);
  const company = readSession()?.userRole === 'subadmin';

  const settleAction: RowAction = {
    label: t('correctedPayouts.settle'),
    icon: <IconScale size={16} />,
    color: 'red',
    labelled: true,
    appliesTo: (r) => company && (r.paidOutDifference ?? 0) > 0,
    onClick: (r) => setSettling(r.ticketId),
  };
  const action: RowAction = { ...usePayAction(), otherwise: settleAction };

  return (
    <TicketListScreen
      screen={screen}
      words={{
        title: t('tickets.winTitle'),
        caption: t('tickets.winCaption'),
        empty: t('tickets.winEmpty'),
        file: t('tickets.winFile'),
      }}
      // The paid-out filter applies with the rest of the search, when Search is pressed.
      filters={<PaidOutFilter value={paidOut} onChange={setPaidOut} />}
      filtersPending={paidOut !== (screen.search.paidOut ?? '')}
      onSearch={(values) => screen.setSearch(values, { paidOut })}
      withPaid
      action={action}
      showWins
    >
      <SettleModal ticketId={settling} onClose={() => setSettling(null)} />
    </TicketListScreen>
  );
}
