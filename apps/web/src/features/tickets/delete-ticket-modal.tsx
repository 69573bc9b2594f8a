import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DELETION_REASON_MAX } from '@tiraj/domain';
import { deleteTicketBody, type TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDate, htg } from '../../lib/format.ts';
import { contractErrorsOf, fieldErrorsOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteTicket } from './api.ts';

/** The ticket to delete, and whether its draw closed (late-delete.ts): the text says what follows. */
export interface TicketToDelete {
  ticket: TicketSummary;
  late: boolean;
}

/**
 * Sold Tickets' one delete dialog: it names the ticket (code, amount, seller, draw) and asks the
 * reason, kept in the audit record (required by the server once the draw closed: a late
 * deletion). Cancel has the first focus, so Enter never deletes by mistake. The error toast is
 * the mutation's own (its `meta`); a 400 on the reason is shown on the field.
 */
export function DeleteTicketModal({
  deleting,
  onClose,
}: {
  deleting: TicketToDelete | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Modal
      opened={deleting !== null}
      onClose={onClose}
      title={deleting && t('tickets.deleteDialog.title', { ticketId: deleting.ticket.ticketId })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {deleting && <ReasonForm key={deleting.ticket._id} {...deleting} onClose={onClose} />}
    </Modal>
  );
}

/** One line of the ticket's summary: what, then its value. */
function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function ReasonForm({ ticket, late, onClose }: TicketToDelete & { onClose: () => void }) {
  const { t } = useTranslation(['reports', 'common']);
  const remove = useDeleteTicket();
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) =>
      values.reason.trim()
        ? contractErrorsOf(deleteTicketBody, values)
        : { reason: t('tickets.deleteDialog.reasonRequired') },
  });
  const submit = form.onSubmit(({ reason }) =>
    remove.mutate(
      { id: ticket._id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('ticketDeleted');
          onClose();
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Stack gap={4} p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
          <Fact label={t('common:fields.ticketId')} value={ticket.ticketId} testId="delete-code" />
          <Fact
            label={t('tickets.ticketPrice')}
            value={htg(ticket.ticketPrice)}
            testId="delete-amount"
          />
          <Fact
            label={t('common:fields.seller')}
            value={ticket.seller.userName}
            testId="delete-seller"
          />
          <Fact
            label={t('tickets.deleteDialog.draw')}
            value={`${ticket.lotteryCategoryName} · ${displayDate(ticket.date)}`}
            testId="delete-draw"
          />
        </Stack>
        <Text size="sm">
          {t(late ? 'tickets.deleteDialog.explainLate' : 'tickets.deleteDialog.explainOpen')}
        </Text>
        <Textarea
          label={t('tickets.deleteDialog.reason')}
          required
          autosize
          minRows={2}
          maxLength={DELETION_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" mt="sm">
          {/* The first focus: Enter on it cancels; deleting takes a reason and a deliberate click. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
