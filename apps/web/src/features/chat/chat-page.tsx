import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { readSession } from '../../lib/session.ts';
import { chatSellersKey, useChatSellers } from '../../lib/queries/chat-sellers.ts';
import { BroadcastBar } from './broadcast-bar.tsx';
import { ChatSellerTable } from './chat-seller-table.tsx';
import { ChatThread } from './chat-thread.tsx';

/**
 * The sub-admin's chat (/subadmin/chat): the broadcast bar and the seller
 * table, or one seller's thread (`?seller=<id>`, so Back and a reload keep it).
 * Loading failures stay silent (SPEC.md §8). The sub-admin's shell keeps it live (useChatLive).
 */
export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useChatSellers();
  const client = useQueryClient();
  const sellerId = params.get('seller');
  const adminName = readSession()?.userName ?? '';

  if (sellerId) {
    const seller = sellers.data?.find((s) => s._id === sellerId);
    return (
      <ChatThread
        key={sellerId}
        sellerId={sellerId}
        sellerName={seller?.userName ?? ''}
        onBack={() => {
          // The thread was read: its unread count is gone.
          void client.invalidateQueries({ queryKey: chatSellersKey });
          setParams({});
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('chat.title')} />
      <div>
        <Text size="sm" fw={600} mb={6}>
          {t('chat.toAll')}
        </Text>
        <BroadcastBar />
      </div>
      <ChatSellerTable
        sellers={sellers.data ?? (sellers.isError ? [] : undefined)}
        loading={sellers.isPending}
        adminName={adminName}
        onOpen={(s) => setParams({ seller: s._id })}
      />
    </Stack>
  );
}
