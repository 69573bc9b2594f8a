import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerActivity } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { del, get } from '../../lib/api-client.ts';
import { displayDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { SELLER_ACTIVITY_KEY as KEY } from './api.ts';

export type Row = SellerActivity['data'][number];

/** Who is active, read once for the summary at the top and the table below (one query). */
export function useSellerActivity() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      get<SellerActivity>('/subadmin/getselleractivity', signal).then((a) => a.data),
    meta: { errorTitle: 'fetchSellerInfo' },
  });
}

/** Where the summary at the top of the page leads. */
export const SELLER_ACTIVITY_ID = 'seller-activity';

/**
 * Who is active (issue 29): each seller's last sale, last seen (its last call) and open sessions
 * (since when, from which device), and "end this session"
 * (audited; that device must sign in again). The company's subadmin only.
 */
export function SellerActivityTable() {
  const { t } = useTranslation(['company', 'common']);
  const client = useQueryClient();
  const activity = useSellerActivity();
  const end = useMutation({
    meta: { errorTitle: 'updateUser' },
    mutationFn: (sessionId: string) => del(`/subadmin/endsession/${sessionId}`),
    onSuccess: async () => {
      toast.success('sessionEnded');
      await client.invalidateQueries({ queryKey: KEY });
    },
  });
  const ask = (row: Row, session: Row['sessions'][number]) =>
    confirmAction({
      message: t('sellers.activity.confirmEnd', {
        seller: row.userName,
        at: displayDateTime(session.startedAt),
      }),
      confirmLabel: t('sellers.activity.end'),
      color: 'red',
      onConfirm: () => end.mutate(session._id),
    });
  const columns: Column<Row>[] = [
    { header: t('common:fields.seller'), cell: (r) => r.userName, csv: (r) => r.userName },
    {
      header: t('sellers.activity.lastSale'),
      cell: (r) => (r.lastSaleAt ? displayDateTime(r.lastSaleAt) : t('sellers.activity.none')),
      nowrap: true,
    },
    {
      header: t('sellers.activity.lastSeen'),
      cell: (r) => (r.lastSeenAt ? displayDateTime(r.lastSeenAt) : t('sellers.activity.none')),
      nowrap: true,
    },
    {
      header: t('sellers.activity.sessions'),
      cell: (r) =>
        r.sessions.length === 0 ? (
          t('sellers.activity.none')
        ) : (
          <Stack gap={4}>
            {r.sessions.map((s) => {
              const since = [
                t('sellers.activity.since', { at: displayDateTime(s.startedAt) }),
                s.device,
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <Button
                  key={s._id}
                  size="compact-xs"
                  variant="light"
                  color="red"
                  h="auto"
                  py={2}
                  // A device ID is long: on a phone the label wraps rather than being cut.
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  onClick={() => ask(r, s)}
                  // The visible words stay in the name (label-in-name): what, whose, since when.
                  aria-label={`${t('sellers.activity.end')} ${r.userName} ${since}`}
                >
                  {since}
                </Button>
              );
            })}
          </Stack>
        ),
    },
  ];
  return (
    <Stack gap="xs" mt="xl" id={SELLER_ACTIVITY_ID} tabIndex={-1} style={{ scrollMarginTop: 80 }}>
      <Title order={2} size="h4">
        {t('sellers.activity.title')}
      </Title>
      <DataTable
        caption={t('sellers.activity.caption')}
        columns={columns}
        rows={activity.data}
        rowKey={(r) => r._id}
        loading={activity.isPending}
        empty={t('sellers.activity.none')}
        paging="client"
      />
    </Stack>
  );
}
