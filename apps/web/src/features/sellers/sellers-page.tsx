import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { SHORT } from '../../lib/toast.ts';
import { useSellers, type SellerManager } from '../../lib/queries/sellers.ts';
import { CompanySettingsPanel } from './company-settings-panel.tsx';
import { SellerActivitySummary } from './seller-activity-summary.tsx';
import { SellerActivityTable } from './seller-activity.tsx';
import { SellerModal } from './seller-modal.tsx';
import { SellerTable } from './seller-table.tsx';
import { useCan } from '../../lib/use-can.ts';

/** The subadmin's Seller Table (/subadmin/SellerManagement), then the company's settings for its sellers in their own panel. */
export function SellersPage() {
  return <SellerScreen manager="subadmin" />;
}

/** The supervisor's Seller Table (/supervisor/sellerManagement): only its own sellers. */
export function SupervisorSellersPage() {
  return <SellerScreen manager="supervisor" />;
}

function SellerScreen({ manager }: { manager: SellerManager }) {
  const { t } = useTranslation(['company', 'common']);
  // Issue 39: a staff account whose role may not change these sees no button.
  const may = useCan('people');
  const sellers = useSellers(manager, {
    errorTitle: 'fetchSellerInfo',
    errorAutoClose: SHORT,
  });

  return (
    <>
      <PageHeader title={t('sellers.title')}>
        {may && (
          <SellerModal
            manager={manager}
            trigger={(open) => (
              <Button leftSection={<IconPlus size={16} />} onClick={open}>
                {t('common:actions.add')}
              </Button>
            )}
          />
        )}
      </PageHeader>
      {manager === 'subadmin' && <SellerActivitySummary />}
      <SellerTable
        manager={manager}
        sellers={sellers.data?.users ?? (sellers.isError ? [] : undefined)}
        loading={sellers.isPending}
        failed={sellers.isError}
      />
      {manager === 'subadmin' && <CompanySettingsPanel list={sellers.data} />}
      {manager === 'subadmin' && <SellerActivityTable />}
    </>
  );
}
