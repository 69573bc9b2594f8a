import { TextInput } from '@mantine/core';
import { normaliseTicketCode } from '@tiraj/domain';

/**
 * The ticket screens' own filter (a child of the shared search form): a
 * ticket ID as the customer reads it, with or without the dash, any case.
 * Empty: every ticket of the search.
 */
export function TicketIdFilter(props: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Ticket ID"
      placeholder="K7M4-2QXP"
      value={props.value}
      error={props.error}
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

export const TICKET_ID_ERROR = 'A ticket ID is 8 letters or digits, like K7M4-2QXP';
