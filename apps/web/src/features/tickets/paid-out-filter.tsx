import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketSearch } from './api.ts';

export type PaidOutFilterValue = NonNullable<TicketSearch['paidOut']>;

/** Win Tickets' own filter, sent as `paidOut` with the shared search. */
export function PaidOutFilter(props: {
  value: PaidOutFilterValue;
  onChange: (value: PaidOutFilterValue) => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  const options: { value: PaidOutFilterValue; label: string }[] = [
    { value: '', label: t('payout.all') },
    { value: 'yes', label: t('payout.paidOut') },
    { value: 'no', label: t('payout.notPaidOut') },
    { value: 'corrected', label: t('payout.corrected') },
  ];
  return (
    <Select
      label={t('payout.state')}
      data={options}
      value={props.value}
      onChange={(v) => props.onChange((v ?? '') as PaidOutFilterValue)}
      allowDeselect={false}
    />
  );
}
