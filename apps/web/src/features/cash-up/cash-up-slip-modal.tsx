import { Modal } from '@mantine/core';
import type { CashUpRow } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDate, htg } from '../../lib/format.ts';
import { cashUpSlipLines } from './cash-up-slip.ts';
import { ReceiptSlip } from './receipt-slip.tsx';

/** One seller's day from the Cash-up, as a slip to hand the seller (80 mm, printed alone). */
export function CashUpSlipModal(props: { row: CashUpRow; date: string; onClose: () => void }) {
  const { row, date, onClose } = props;
  const { t } = useTranslation(['reports', 'common']);
  const lines = cashUpSlipLines(
    row,
    displayDate(date),
    (key) =>
      key === 'seller'
        ? t('cashUp.receiptSeller')
        : key === 'date'
          ? t('cashUp.receiptWhen')
          : t(`cashUp.${key}`),
    htg,
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cashUp.slipTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <ReceiptSlip title={t('cashUp.slipTitle')} lines={lines} testId="cash-up-slip" />
    </Modal>
  );
}
