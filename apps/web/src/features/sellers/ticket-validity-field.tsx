import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_VALIDITY_MAX, updateTicketValidityBody } from '@tiraj/domain/contracts';
import { toast } from '../../lib/toast.ts';
import { useUpdateTicketValidity } from './api.ts';

/**
 * The line printed at the foot of every ticket ("Fich valab 90 jou"); empty prints none.
 * Checked with the API's own contract before it is sent.
 */
export function TicketValidityField({ line }: { line: string | undefined }) {
  const { t } = useTranslation(['company', 'common']);
  const update = useUpdateTicketValidity();
  // What the subadmin typed, until saved; otherwise the stored line.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? line ?? '';

  const save = () => {
    const parsed = updateTicketValidityBody.safeParse({ ticketValidity: value });
    if (!parsed.success) {
      setError(t('sellers.ticketValidityInvalid', { max: TICKET_VALIDITY_MAX }));
      return;
    }
    setError(null);
    update.mutate(parsed.data.ticketValidity, {
      onSuccess: () => {
        setDraft(null);
        toast.success('ticketValidity');
      },
    });
  };

  return (
    <Group
      gap="xs"
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextInput
        label={t('sellers.ticketValidity')}
        description={t('sellers.ticketValidityHint')}
        value={value}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={TICKET_VALIDITY_MAX + 10}
        w={280}
        disabled={line === undefined}
      />
      <Button
        type="submit"
        variant="light"
        loading={update.isPending}
        disabled={line === undefined}
      >
        {t('sellers.saveValidity')}
      </Button>
    </Group>
  );
}
