import { Badge, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeleteSellerAnswer, Seller } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { type Column } from '../../components/data-table.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { SHORT, toast } from '../../lib/toast.ts';
import { useDeleteSeller, type SellerManager } from './api.ts';
import { SellerModal } from './seller-modal.tsx';

/** Seller, Company, [Supervisor,] Active, Actions: the subadmin's and the supervisor's tables. */
export function SellerTable(props: {
  manager: SellerManager;
  sellers: Seller[] | undefined;
  loading: boolean;
  failed?: boolean;
}) {
  const { manager, sellers, loading, failed } = props;
  const remove = useDeleteSeller(manager);

  const askDelete = (seller: Seller) =>
    confirmDelete({
      message: `Delete the seller "${seller.userName}"? A seller who has sold tickets is deactivated and hidden instead, so its tickets and reports stay intact.`,
      onConfirm: () =>
        remove.mutate(seller._id, {
          onSuccess: deletedToast,
        }),
    });

  const columns: Column<Seller>[] = [
    { header: 'Seller', cell: (s) => <Name text={s.userName} /> },
    { header: 'Company', cell: (s) => <Name text={s.companyName} /> },
    ...(manager === 'subadmin'
      ? [
          {
            header: 'Supervisor',
            cell: (s: Seller) =>
              s.superVisorName ? (
                <Name text={s.superVisorName} />
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              ),
          },
        ]
      : []),
    {
      header: 'Active',
      width: 90,
      cell: (s) => (
        <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
          {s.isActive ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
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
    <ResponsiveTable
      caption="Sellers"
      rows={sellers}
      loading={loading}
      rowKey={(s) => s._id}
      empty={
        failed
          ? 'The sellers could not be loaded. Reload the page to try again.'
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
  if (!answer.hidden) return toast.success('User deleted.', SHORT);
  // `toast.success` has no description; same look, with the server's explanation.
  notifications.show({
    title: 'User deleted.',
    message: answer.message,
    color: 'teal',
    autoClose: SHORT,
  });
}

/** Names can be long and unbroken: wrap anywhere rather than push the table wider. */
function Name({ text }: { text: string }) {
  return (
    <Text inherit style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
