import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ALL, SearchForm } from '../../components/search-form.tsx';
import { useBranchOptions } from '../../lib/queries/branches.tsx';
import { today } from '../../lib/format.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useSortedSellerOptions } from '../../lib/queries/sellers.ts';
import type { DetailSearch } from './api.ts';
import { SaleDetailsResults } from './sale-details-results.tsx';
import { searchOf, SupervisorFilters, type SupervisorChoice } from './supervisor-filters.tsx';

function useLotteryOptions() {
  const categories = useLotteryCategories();
  return (categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }));
}

/** Every seller, every lottery, today: what both screens show as they open (issue 30). */
const todayForAll = (): DetailSearch => ({
  seller: ALL,
  lotteryCategoryName: ALL,
  fromDate: today(),
});

/** /subadmin/saledetails: today's details at once; seller, lottery and one date, then Search. */
export function SubadminSaleDetailsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useSortedSellerOptions('subadmin');
  const lotteries = useLotteryOptions();
  const branches = useBranchOptions('subadmin');
  const [search, setSearch] = useState<DetailSearch>(todayForAll);
  return (
    <>
      <PageHeader title={t('saleDetails.title')} />
      <SearchForm
        sellers={sellers}
        branches={branches}
        lotteries={lotteries}
        singleDate
        onSearch={(v) =>
          setSearch({
            seller: v.seller,
            lotteryCategoryName: v.lotteryCategoryName,
            fromDate: v.fromDate,
            // Issue 39: only when chosen, so the search is SPEC's otherwise.
            ...(v.branch ? { branch: v.branch } : {}),
          })
        }
      />
      <SaleDetailsResults reader="subadmin" search={search} />
    </>
  );
}

/** /supervisor/saleDetails: today's details at once, again by itself at each change of a filter. */
export function SupervisorSaleDetailsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useSortedSellerOptions('supervisor');
  const lotteries = useLotteryOptions();
  const [choice, setChoice] = useState<SupervisorChoice>(todayForAll);
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
      {search && <SaleDetailsResults reader="supervisor" search={search} />}
    </>
  );
}
