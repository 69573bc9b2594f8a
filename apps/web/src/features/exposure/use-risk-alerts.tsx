import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exposureAlert,
  type AddBlockNumberBody,
  type ExposureAlert,
} from '@tiraj/domain/contracts';
import { confirmAction } from '../../components/confirm-action.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { displayDate, percent } from '../../lib/format.ts';
import { useAddBlockNumber } from '../../lib/queries/block-numbers.ts';
import { toast } from '../../lib/toast.ts';
import { exposureAlertsKey } from './alerts-api.ts';
import { alertInboxQuery } from './inbox-api.ts';
import type { RiskReader } from './api.ts';
import { followRiskFeed } from '../../lib/risk-feed.ts';

type Block = (body: AddBlockNumberBody) => Promise<unknown>;

/** The alerts this tab has shown: each toasts once, whatever the stream or the screens do. */
const shown = new Set<string>();

/** "BLT 27 reached 85 % of its limit in New York 11/20/2026", in the screen's language. */
export function alertWords(alert: ExposureAlert) {
  return {
    game: alert.gameCategory,
    number: alert.number,
    percent: percent(alert.usedPercent / 100),
    draw: `${alert.lotteryCategoryName} ${displayDate(alert.date)}`,
    lottery: alert.lotteryCategoryName,
  };
}

/** The toast's body: what reached its limit and, for the company's owner, Block (asked first). */
function AlertToast({ alert, block, id }: { alert: ExposureAlert; block?: Block; id: string }) {
  const { t } = useTranslation('risk');
  const [pending, setPending] = useState(false);
  const words = alertWords(alert);
  const onBlock = async () => {
    if (!block) return;
    setPending(true);
    try {
      await block({
        lotteryCategoryName: alert.lotteryCategoryId,
        gameCategory: alert.gameCategory,
        number: alert.number,
      });
      toast.hide(id);
      toast.success('alertBlocked', undefined, words);
    } catch {
      // the failure's own toast said why (the mutation's errorTitle)
      setPending(false);
    }
  };
  return (
    <Stack gap={6} data-testid="risk-alert-toast">
      <Text size="sm">{t('alerts.reached', words)}</Text>
      {block && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            loading={pending}
            // The same question the risk panel asks before a block (issue 38): never in one click.
            onClick={() =>
              confirmAction({
                title: t('panel.blockTitle'),
                message: t('panel.blockConfirm', words),
                confirmLabel: t('alerts.block'),
                color: 'red',
                onConfirm: () => void onBlock(),
              })
            }
            aria-label={t('alerts.blockNamed', words)}
          >
            {t('alerts.block')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function showAlert(alert: ExposureAlert, block: Block | undefined) {
  if (shown.has(alert._id)) return;
  shown.add(alert._id);
  const id = `risk-alert-${alert._id}`;
  // Not a failure but a warning the owner may act on: it stays until closed or acted on.
  toast.warning(
    id,
    i18n.t('alerts.title', { ns: 'risk' }),
    <AlertToast alert={alert} block={block} id={id} />,
  );
}

/**
 * In the company's shells (the owner's and a supervisor's), on every screen: each risk alert the
 * server announces toasts once, and the board's alert badges refetch. The owner's toast can block
 * the number for the draw's lottery (block numbers are the owner's, SPEC.md §6).
 */
export function useRiskAlerts(reader: RiskReader | null) {
  const client = useQueryClient();
  const block = useAddBlockNumber().mutateAsync;
  useEffect(() => {
    if (!reader) return;
    const refetch = () => {
      void client.invalidateQueries({ queryKey: exposureAlertsKey(reader) });
      void client.invalidateQueries({ queryKey: alertInboxQuery(reader).queryKey });
    };
    return followRiskFeed(reader, {
      onReady: refetch,
      onEvent: (name, data) => {
        if (name !== 'alert') return;
        const alert = exposureAlert.safeParse(JSON.parse(data));
        if (!alert.success) return;
        refetch();
        showAlert(alert.data, reader === 'subadmin' ? block : undefined);
      },
    });
  }, [client, reader, block]);
}
