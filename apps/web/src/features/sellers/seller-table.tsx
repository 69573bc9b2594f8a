import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DeleteSellerAnswer, Seller } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { amount } from '../../lib/format.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { NameSearch } from '../../components/name-search.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { SHORT, toast } from '../../lib/toast.ts';
import { useNameFilter } from '../../lib/use-name-filter.ts';
import { useDeleteSeller, type SellerManager } from './api.ts';
import { sellerBalanceCell } from './seller-csv.ts';
import { SellerModal } from './seller-modal.tsx';
import { SellerBulkBar, SellerCheckbox, useSellerChoice } from './seller-bulk-bar.tsx';

/**
 * Seller, Company, [Supervisor,] Balance, Active, Actions: the subadmin's and the supervisor's
 * tables. By name unless another column is clicked, searchable
 * by name, 50 a page. Paged here, not by the server: the one list the seller
 * pickers share is already loaded (60 sellers are 15 kB), and sorting
 * or searching it takes well under a millisecond.
 */
export function SellerTable(props: {
  manager: SellerManager;
  sellers: Seller[] | undefined;
  loading: boolean;
  failed?: boolean;
}) {
  const { manager, sellers, loading, failed } = props;
  const { t, i18n } = useTranslation(['company', 'common']);
  const remove = useDeleteSeller(manager);
  const { needle, setNeedle, found } = useNameFilter(sellers, (s) => s.userName);
  const choice = useSellerChoice();

  const askDelete = (seller: Seller) =>
    confirmDelete({
      message: t('sellers.confirmDelete', { name: seller.userName }),
      onConfirm: () =>
        remove.mutate(seller._id, {
          onSuccess: (answer) => deletedToast(answer, t('sellers.hiddenOnDelete')),
        }),
    });

  const columns: Column<Seller>[] = [
    {
      header: t('common:fields.seller'),
      sortBy: (s) => s.userName,
      // Ticked here for the bulk bar; on a phone the checkbox heads the seller's card.
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <SellerCheckbox seller={s} choice={choice} />
          {s.userName}
        </Group>
      ),
      csv: (s) => s.userName,
    },
    // SPEC.md §2's column (Seller, Company, …); the shell's header names the company, so a
    // phone's cards leave it out.
    {
      header: t('common:fields.company'),
      inCard: false,
      cell: (s) => s.companyName,
      csv: (s) => s.companyName,
    },
    ...(manager === 'subadmin'
      ? [
          {
            header: t('common:fields.supervisor'),
            sortBy: (s: Seller) => s.superVisorName ?? '',
            csv: (s: Seller) => s.superVisorName ?? t('common:choices.none'),
            cell: (s: Seller) =>
              s.superVisorName ?? (
                <Text span size="sm" c="dimmed">
                  {t('common:choices.none')}
                </Text>
              ),
          },
        ]
      : []),
    // What the seller owes the bank now (issue 26): the Cash-up's balance.
    {
      header: t('sellers.balance'),
      numeric: true,
      sortBy: (s) => s.balance,
      csv: sellerBalanceCell,
      cell: (s) => amount(s.balance),
    },
    {
      header: t('common:fields.active'),
      width: 90,
      sortBy: (s) => (s.isActive ? 0 : 1),
      csv: (s) => (s.isActive ? t('common:choices.yes') : t('common:choices.no')),
      cell: (s) => (
        <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
          {s.isActive ? t('common:choices.yes') : t('common:choices.no')}
        </Badge>
      ),
    },
    {
      header: t('common:fields.actions'),
      actions: true,
      width: 100,
      cell: (s) => (
        <SellerModal
          manager={manager}
          editing={s}
          trigger={(open) => (
            <RowActions name={s.userName} onEdit={open} onDelete={() => askDelete(s)} />
          )}
        />
      ),
    },
  ];

  return (
    <DataTable
      // The table sorts by a column's header, which the language names: a new language starts it afresh.
      key={i18n.language}
      caption={t('sellers.caption')}
      rows={found}
      loading={loading}
      rowKey={(s) => s._id}
      noun={[t('sellers.nounOne'), t('sellers.nounMany')]}
      outOf={sellers?.length}
      defaultSort={{ key: t('common:fields.seller'), direction: 'asc' }}
      csv={{ fileName: csvFileName(t('common:exportFiles.sellers')) }}
      paging="client"
      toolbar={
        <Stack gap="xs">
          <NameSearch label={t('sellers.search')} value={needle} onChange={setNeedle} />
          <SellerBulkBar
            manager={manager}
            shown={found ?? []}
            all={sellers ?? []}
            choice={choice}
          />
        </Stack>
      }
      empty={
        failed
          ? t('sellers.loadFailed')
          : needle.trim() && sellers?.length
            ? t('sellers.noMatch', { needle: needle.trim() })
            : manager === 'subadmin'
              ? t('sellers.emptyCompany')
              : t('sellers.emptySupervisor')
      }
      columns={columns}
    />
  );
}

/**
 * 'User deleted.' (SPEC.md §8). A seller with sold tickets is only hidden: the
 * server's answer says so (in English only, without a code), and the screen says
 * why in its own language as the toast's description.
 */
function deletedToast(answer: DeleteSellerAnswer, hiddenWhy: string) {
  toast.success('userDeleted', SHORT, undefined, answer.hidden ? hiddenWhy : undefined);
}
