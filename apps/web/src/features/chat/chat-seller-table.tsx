import { Badge, Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ChatSeller } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';

/** Seller Name, Admin Name (the signed-in subadmin) and Messages, with the unread count. */
export function ChatSellerTable(props: {
  sellers: ChatSeller[] | undefined;
  loading: boolean;
  adminName: string;
  onOpen: (seller: ChatSeller) => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  const columns: Column<ChatSeller>[] = [
    { header: t('chat.sellerName'), sortBy: (s) => s.userName, cell: (s) => s.userName },
    { header: t('chat.adminName'), cell: () => props.adminName },
    {
      header: t('chat.messages'),
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
                aria-label={t('chat.unread', { count: s.unreadCount })}
              >
                {s.unreadCount}
              </Badge>
            ) : undefined
          }
          onClick={() => props.onOpen(s)}
          aria-label={
            s.unreadCount
              ? t('chat.messagesWithUnread', { name: s.userName, count: s.unreadCount })
              : t('chat.messagesWith', { name: s.userName })
          }
        >
          {t('chat.messages')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('chat.sellers')}
      rows={props.sellers}
      loading={props.loading}
      rowKey={(s) => s._id}
      noun={[t('nouns.seller', { count: 1 }), t('nouns.seller', { count: 2 })]}
      paging="client"
      empty={t('chat.noSeller')}
      columns={columns}
    />
  );
}
