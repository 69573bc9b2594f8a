import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineHeldRow } from '@tiraj/domain/contracts';
import { htg } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useDecideOffline } from './api.ts';

/** Accept or refuse one held offline ticket, with a reason (audited by the server). */
export function DecideOfflineModal(props: {
  row: OfflineHeldRow | null;
  accept: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['offline', 'common']);
  const decide = useDecideOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const row = props.row;
  const close = () => {
    setReason('');
    setError(null);
    props.onClose();
  };
  const send = () => {
    if (!row) return;
    if (!reason.trim()) {
      setError(t('held.reasonRequired'));
      return;
    }
    decide.mutate(
      { id: row._id, body: { accept: props.accept, reason: reason.trim() } },
      {
        onSuccess: ({ data }) => {
          toast.success(data.state === 'recorded' ? 'offlineRecorded' : 'offlineRefused');
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={props.accept ? t('held.acceptTitle') : t('held.refuseTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            {t('held.summary', {
              seller: row.seller.userName,
              lottery: row.lotteryCategoryName,
              total: htg(row.total),
              code: row.verificationCode,
            })}
          </Text>
          <Textarea
            label={t('held.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={200}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button color={props.accept ? 'teal' : 'red'} loading={decide.isPending} onClick={send}>
              {props.accept ? t('held.accept') : t('held.refuse')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
