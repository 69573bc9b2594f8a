import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Seller } from '@tiraj/domain/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { messageOf, SHORT, toast } from '../../lib/toast.ts';
import { useSellers, type SellerManager } from './api.ts';
import { BonusSwitch } from './bonus-switch.tsx';
import { CancelWindowField } from './cancel-window-field.tsx';
import { SellerModal } from './seller-modal.tsx';
import { SellerTable } from './seller-table.tsx';
import { SellersPayoutSwitch } from './sellers-payout-switch.tsx';

/** The subadmin's Seller Table (/subadmin/SellerManagement), with the company's bonus and payout switches and its cancel window. */
export function SellersPage() {
  return <SellerScreen manager="subadmin" />;
}

/** The supervisor's Seller Table (/supervisor/sellerManagement): only its own sellers. */
export function SupervisorSellersPage() {
  return <SellerScreen manager="supervisor" />;
}

function SellerScreen({ manager }: { manager: SellerManager }) {
  const sellers = useSellers(manager);
  const [modal, setModal] = useState<{ opened: boolean; editing: Seller | null }>({
    opened: false,
    editing: null,
  });

  useEffect(() => {
    if (sellers.isError) toast.error('Error fetching seller info', messageOf(sellers.error), SHORT);
  }, [sellers.isError, sellers.error]);

  return (
    <>
      <PageHeader title="Sellers">
        {manager === 'subadmin' && (
          <>
            <BonusSwitch bonusFlag={sellers.data?.bonusFlag} />
            <SellersPayoutSwitch on={sellers.data?.sellersPayAnyTicket} />
            <CancelWindowField minutes={sellers.data?.cancelWindowMinutes} />
          </>
        )}
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ opened: true, editing: null })}
        >
          ADD
        </Button>
      </PageHeader>
      <SellerTable
        manager={manager}
        sellers={sellers.data?.users ?? (sellers.isError ? [] : undefined)}
        loading={sellers.isPending}
        failed={sellers.isError}
        onEdit={(seller) => setModal({ opened: true, editing: seller })}
      />
      <SellerModal
        manager={manager}
        opened={modal.opened}
        editing={modal.editing}
        onClose={() => setModal({ opened: false, editing: null })}
      />
    </>
  );
}
