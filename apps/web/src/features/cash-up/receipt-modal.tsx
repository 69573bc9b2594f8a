import { Button, Group, Modal, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Remittance } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDateTime, htg } from '../../lib/format.ts';
import { readSession } from '../../lib/session.ts';

/** The receipt of one ledger entry, for the seller: printed alone, for an 80 mm roll (cash-up.css). */
export function ReceiptModal(props: { entry: Remittance; balance?: number; onClose: () => void }) {
  const { entry, balance, onClose } = props;
  const { t } = useTranslation('reports');
  const lines: [string, string][] = [
    [t('cashUp.receiptSeller'), entry.seller.userName],
    [t('cashUp.receiptKind'), t(`cashUp.kind.${entry.kind}`)],
    [t('cashUp.amount'), htg(entry.amount)],
    [t('cashUp.receiptWhen'), displayDateTime(entry.createdAt)],
    [t('cashUp.receiptBy'), entry.createdBy.userName],
    ...(entry.note ? [[t('cashUp.note'), entry.note] as [string, string]] : []),
    ...(balance === undefined
      ? []
      : [[t('cashUp.receiptBalance'), htg(balance)] as [string, string]]),
  ];
  return (
    <Modal opened onClose={onClose} title={t('cashUp.receiptTitle')} size="sm">
      <div className="remittance-receipt" data-testid="remittance-receipt">
        <Text fw={700}>{readSession()?.company}</Text>
        <Text>{t('cashUp.receiptTitle')}</Text>
        <dl>
          {lines.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Text size="xs">{entry._id}</Text>
      </div>
      <Group justify="flex-end" mt="md">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('cashUp.print')}
        </Button>
      </Group>
    </Modal>
  );
}
