import { Select } from '@mantine/core';
import type { TicketSearch } from './api.ts';

export type PaidOutFilterValue = NonNullable<TicketSearch['paidOut']>;

const OPTIONS: { value: PaidOutFilterValue; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Paid out' },
  { value: 'no', label: 'Not paid out' },
];

/** Win Tickets' own filter, sent as `paidOut` with the shared search. */
export function PaidOutFilter(props: {
  value: PaidOutFilterValue;
  onChange: (value: PaidOutFilterValue) => void;
}) {
  return (
    <Select
      label="Paid out"
      data={OPTIONS}
      value={props.value}
      onChange={(v) => props.onChange((v ?? '') as PaidOutFilterValue)}
      allowDeselect={false}
    />
  );
}
