import { Modal } from '@mantine/core';
import type { Remittance } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDateTime, htg } from '../../lib/format.ts';
import { ReceiptSlip } from './receipt-slip.tsx';

/** The receipt of one ledger entry, for the seller: printed alone, for an 80 mm roll. */
export function ReceiptModal(props: { entry: Remittance; balance?: number; onClose: () => void }) {
  const { entry, balance, onClose } = props;
  const { t } = useTranslation(['reports', 'common']);
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
    <Modal
      opened
      onClose={onClose}
      title={t('cashUp.receiptTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <ReceiptSlip
        title={t('cashUp.receiptTitle')}
        lines={lines}
        footer={t('print.receiptNumber', { number: entry.number })}
        testId="remittance-receipt"
      />
    </Modal>
  );
}
