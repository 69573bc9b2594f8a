import { Badge, Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ChatSeller } from '@tiraj/domain/contracts';
import { DataTable, type Column } from '../../components/data-table.tsx';

/** Seller Name, Admin Name (the signed-in subadmin) and Messages, with the unread count. */
export function ChatSellerTable(props: {
  sellers: ChatSeller[] | undefined;
  loading: boolean;
  adminName: string;
  onOpen: (seller: ChatSeller) => void;
}) {
  const columns: Column<ChatSeller>[] = [
    { header: 'Seller Name', sortBy: (s) => s.userName, cell: (s) => s.userName },
    { header: 'Admin Name', cell: () => props.adminName },
    {
      header: 'Messages',
      actions: true,
      width: 170,
      sortBy: (s) => -s.unreadCount,
      cell: (s) => (
        <Button
          size="xs"
          variant={s.unreadCount ? 'filled' : 'light'}
          leftSection={<IconMessages size={14} />}
          rightSection={
            s.unreadCount ? (
              <Badge
                size="sm"
                color="red"
                circle={s.unreadCount < 10}
                aria-label={`${s.unreadCount} unread`}
              >
                {s.unreadCount}
              </Badge>
            ) : undefined
          }
          onClick={() => props.onOpen(s)}
          aria-label={`Messages with ${s.userName}${s.unreadCount ? `, ${s.unreadCount} unread` : ''}`}
        >
          Messages
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Sellers"
      rows={props.sellers}
      loading={props.loading}
      rowKey={(s) => s._id}
      noun={['seller', 'sellers']}
      paging="client"
      empty="No seller yet. Sellers added on the seller page appear here."
      columns={columns}
    />
  );
}
