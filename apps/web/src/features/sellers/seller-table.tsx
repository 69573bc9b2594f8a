import { Badge, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeleteSellerAnswer, Seller } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { NameSearch } from '../../components/name-search.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { SHORT, toast } from '../../lib/toast.ts';
import { useNameFilter } from '../../lib/use-name-filter.ts';
import { useDeleteSeller, type SellerManager } from './api.ts';
import { SellerModal } from './seller-modal.tsx';

/**
 * Seller, Company, [Supervisor,] Active, Actions: the subadmin's and the
 * supervisor's tables. By name unless another column is clicked, searchable
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
  const remove = useDeleteSeller(manager);
  const { needle, setNeedle, found } = useNameFilter(sellers, (s) => s.userName);

  const askDelete = (seller: Seller) =>
    confirmDelete({
      message: `Delete the seller "${seller.userName}"? A seller who has sold tickets is deactivated and hidden instead, so its tickets and reports stay intact.`,
      onConfirm: () =>
        remove.mutate(seller._id, {
          onSuccess: deletedToast,
        }),
    });

  const columns: Column<Seller>[] = [
    { header: 'Seller', sortBy: (s) => s.userName, cell: (s) => s.userName },
    // The shell's header names the company: a phone's cards leave it out.
    { header: 'Company', inCard: false, cell: (s) => s.companyName },
    ...(manager === 'subadmin'
      ? [
          {
            header: 'Supervisor',
            sortBy: (s: Seller) => s.superVisorName ?? '',
            cell: (s: Seller) =>
              s.superVisorName ?? (
                <Text span size="sm" c="dimmed">
                  None
                </Text>
              ),
          },
        ]
      : []),
    {
      header: 'Active',
      width: 90,
      sortBy: (s) => (s.isActive ? 0 : 1),
      cell: (s) => (
        <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
          {s.isActive ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
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
      caption="Sellers"
      rows={found}
      loading={loading}
      rowKey={(s) => s._id}
      noun={['seller', 'sellers']}
      outOf={sellers?.length}
      defaultSort={{ key: 'Seller', direction: 'asc' }}
      paging="client"
      toolbar={<NameSearch label="Search sellers by name" value={needle} onChange={setNeedle} />}
      empty={
        failed
          ? 'The sellers could not be loaded. Reload the page to try again.'
          : needle.trim() && sellers?.length
            ? `No seller's name has "${needle.trim()}" in it.`
            : manager === 'subadmin'
              ? 'No seller yet. Add the people who sell your tickets.'
              : 'You have no seller yet. Add one to start selling.'
      }
      columns={columns}
    />
  );
}

/**
 * 'User deleted.' (SPEC.md §8). A seller with sold tickets is only hidden: the
 * server's answer says so, and its message becomes the toast's description.
 */
function deletedToast(answer: DeleteSellerAnswer) {
  if (!answer.hidden) return toast.success('userDeleted', SHORT);
  // `toast.success` has no description; same look, with the server's explanation.
  notifications.show({
    title: 'User deleted.',
    message: answer.message,
    color: 'teal',
    autoClose: SHORT,
  });
}
