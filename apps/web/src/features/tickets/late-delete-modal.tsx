import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DELETION_REASON_MAX } from '@tiraj/domain';
import { deleteTicketBody, type TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { contractErrorsOf, fieldErrorsOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteTicket } from './api.ts';

/**
 * The company deletes a ticket whose draw closed: only with a reason, kept in the audit record
 * and counted as a late deletion. The error toast is the mutation's own (its `meta`); a 400 on the
 * reason is shown on the field.
 */
export function LateDeleteModal({
  ticket,
  onClose,
}: {
  ticket: TicketSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={t('tickets.lateDelete.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {ticket && <ReasonForm key={ticket._id} ticket={ticket} onClose={onClose} />}
    </Modal>
  );
}

function ReasonForm({ ticket, onClose }: { ticket: TicketSummary; onClose: () => void }) {
  const { t } = useTranslation(['reports', 'common']);
  const remove = useDeleteTicket();
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) =>
      values.reason.trim()
        ? contractErrorsOf(deleteTicketBody, values)
        : { reason: t('tickets.lateDelete.reasonRequired') },
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
        <Text size="sm">{t('tickets.lateDelete.explain', { ticketId: ticket.ticketId })}</Text>
        <Textarea
          label={t('tickets.lateDelete.reason')}
          required
          autosize
          minRows={2}
          maxLength={DELETION_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
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
