import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useSortedSellerOptions } from '../../lib/queries/sellers.ts';
import type { DetailSearch } from './api.ts';
import { SaleDetailsResults } from './sale-details-results.tsx';
import {
  nothingChosen,
  searchOf,
  SupervisorFilters,
  type SupervisorChoice,
} from './supervisor-filters.tsx';

function useLotteryOptions() {
  const categories = useLotteryCategories();
  return (categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }));
}

/** /subadmin/saledetails: seller, lottery and one date, then Search. */
export function SubadminSaleDetailsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useSortedSellerOptions('subadmin');
  const lotteries = useLotteryOptions();
  const [search, setSearch] = useState<DetailSearch | null>(null);
  return (
    <>
      <PageHeader title={t('saleDetails.title')} />
      <SearchForm
        sellers={sellers}
        lotteries={lotteries}
        singleDate
        onSearch={(v) =>
          setSearch({
            seller: v.seller,
            lotteryCategoryName: v.lotteryCategoryName,
            fromDate: v.fromDate,
          })
        }
      />
      {search ? (
        <SaleDetailsResults reader="subadmin" search={search} />
      ) : (
        <EmptyState text={t('saleDetails.chooseThenSearch')} />
      )}
    </>
  );
}

/** /supervisor/saleDetails: runs by itself once seller, lottery and date are all set. */
export function SupervisorSaleDetailsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useSortedSellerOptions('supervisor');
  const lotteries = useLotteryOptions();
  const [choice, setChoice] = useState<SupervisorChoice>(nothingChosen);
  const search = searchOf(choice);
  return (
    <>
      <PageHeader title={t('saleDetails.title')} />
      <SupervisorFilters
        sellers={sellers}
        lotteries={lotteries}
        value={choice}
        onChange={setChoice}
      />
      {search ? (
        <SaleDetailsResults reader="supervisor" search={search} />
      ) : (
        <EmptyState text={t('saleDetails.chooseAndWait')} />
      )}
    </>
  );
}
