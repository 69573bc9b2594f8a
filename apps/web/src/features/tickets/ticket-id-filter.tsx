import { TextInput } from '@mantine/core';
import { normaliseTicketCode } from '@tiraj/domain';
import { useTranslation } from 'react-i18next';

/** A ticket ID as printed: the field's placeholder and the example its error gives. */
const EXAMPLE_ID = 'K7M4-2QXP';

/**
 * The ticket screens' own filter (a child of the shared search form): a
 * ticket ID as the customer reads it, with or without the dash, any case.
 * Empty: every ticket of the search.
 */
export function TicketIdFilter(props: {
  value: string;
  /** what was typed cannot be a ticket ID */
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <TextInput
      label={t('common:fields.ticketId')}
      placeholder={EXAMPLE_ID}
      value={props.value}
      error={props.invalid ? t('tickets.idError', { example: EXAMPLE_ID }) : null}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

/** What the filter sends: the code as printed, '' for none, or null when it cannot be a ticket ID. */
export function ticketIdOf(typed: string): string | null {
  if (!typed.trim()) return '';
  return normaliseTicketCode(typed);
}
