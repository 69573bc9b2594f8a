import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { normaliseNumber } from '@tiraj/domain';
import type { ExposureRow } from '@tiraj/domain/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../components/confirm-action.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { htg, percent } from '../../lib/format.ts';
import { useAddBlockNumber, useBlockNumbers } from '../../lib/queries/block-numbers.ts';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { InboxAlertItem } from './alert-inbox.tsx';
import { useExposure, useExposureLive, type DrawChoice, type RiskReader } from './api.ts';
import { usedColour, useScopeLabel } from './exposure-table.tsx';
import { useAlertInbox } from './inbox-api.ts';
import { drawOptions, type DrawOption } from './draw-choice.ts';
import classes from './risk-panel.module.css';

/** How many numbers and unread alerts the panel shows (the risk board and the inbox hold the rest). */
const SHOWN = 5;

/** The draw open for sale that closes first (as the risk board opens on it), if any. */
export function openToClose(options: DrawOption[]): DrawOption | null {
  const open = options.filter((o) => o.window.open);
  open.sort((a, b) => a.window.until.localeCompare(b.window.until));
  return open[0] ?? null;
}

/** The next draw to close, looked at again each minute: a draw closes while the home stays open. */
function useNextDraw(): DrawOption | null {
  const categories = useLotteryCategories();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(
    () => openToClose(drawOptions(categories.data ?? [], now)),
    [categories.data, now],
  );
}

/**
 * The most exposed numbers of the board: those under a limit, the highest share of it used first
 * (then the highest payout, the board's own order), at most `SHOWN`.
 */
export function mostExposed(rows: ExposureRow[] | undefined): ExposureRow[] {
  return (rows ?? [])
    .filter((r) => r.usedPercent !== null)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.usedPercent! - a.r.usedPercent! || a.i - b.i)
    .slice(0, SHOWN)
    .map(({ r }) => r);
}

const keyOf = (r: ExposureRow) =>
  `${r.gameCategory}|${normaliseNumber(r.gameCategory, r.number) ?? r.number}`;

const BOARD: Record<RiskReader, string> = {
  subadmin: '/subadmin/riskboard',
  supervisor: '/supervisor/riskBoard',
};

/**
 * The block of one number, asked first (block numbers are the owner's, SPEC.md §6). What the
 * company's list already blocks for this draw is said, not offered again (after a reload too):
 * the list's cache takes the new block at once.
 */
function useBlockNumber(draw: DrawOption, owner: boolean) {
  const { t } = useTranslation('risk');
  const add = useAddBlockNumber();
  const list = useBlockNumbers({ enabled: owner });
  const blocked = useMemo(
    () =>
      new Set(
        (list.data ?? [])
          .filter((b) => b.lotteryCategoryId === draw.category._id)
          .map((b) => `${b.gameCategory}|${normaliseNumber(b.gameCategory, b.number) ?? b.number}`),
      ),
    [list.data, draw.category._id],
  );
  const ask = (row: ExposureRow) => {
    const words = {
      game: row.gameCategory,
      number: row.number,
      lottery: draw.category.lotteryName,
    };
    confirmAction({
      title: t('panel.blockTitle'),
      message: t('panel.blockConfirm', words),
      confirmLabel: t('alerts.block'),
      color: 'red',
      onConfirm: () =>
        add.mutate(
          {
            lotteryCategoryName: draw.category._id,
            gameCategory: row.gameCategory,
            number: row.number,
          },
          {
            onSuccess: () => {
              toast.success('alertBlocked', undefined, words);
            },
          },
        ),
    });
  };
  return { ask, pending: add.isPending, blocked };
}

function ExposedNumbers({ reader, draw }: { reader: RiskReader; draw: DrawOption }) {
  const { t } = useTranslation(['risk', 'common']);
  const choice: DrawChoice = {
    lotteryCategoryName: draw.category._id,
    date: draw.window.drawDate,
  };
  const board = useExposure(reader, choice);
  useExposureLive(reader, choice);
  const scopeLabel = useScopeLabel();
  const rows = useMemo(() => mostExposed(board.data?.rows), [board.data]);
  const block = useBlockNumber(draw, reader === 'subadmin');
  return (
    <DataTable<ExposureRow>
      caption={t('panel.caption')}
      rows={board.data ? rows : undefined}
      loading={board.isPending}
      rowKey={keyOf}
      empty={t('panel.noRisk')}
      rowProps={(r) => ({ 'data-number': `${r.gameCategory} ${r.number}` })}
      columns={[
        { header: t('common:fields.game'), cell: (r) => r.gameCategory, nowrap: true },
        { header: t('common:fields.number'), cell: (r) => <Text fw={700}>{r.number}</Text> },
        {
          header: t('table.used'),
          numeric: true,
          cell: (r) => (
            <div style={{ minWidth: 72 }} data-testid="risk-panel-used">
              <Text size="sm">{percent(r.usedPercent! / 100)}</Text>
              <Progress
                value={Math.min(100, r.usedPercent!)}
                color={usedColour(r.usedPercent!)}
                size="xs"
                aria-hidden
              />
            </div>
          ),
        },
        { header: t('table.binding'), cell: scopeLabel },
        {
          header: t('table.limitStaked'),
          numeric: true,
          cell: (r) => (r.limitStaked === null ? '—' : htg(r.limitStaked)),
        },
        {
          header: t('table.limit'),
          numeric: true,
          cell: (r) => (r.limit === null ? '—' : htg(r.limit)),
        },
        ...(reader === 'subadmin'
          ? [
              {
                header: t('alerts.block'),
                actions: true,
                cell: (r: ExposureRow) =>
                  block.blocked.has(keyOf(r)) ? (
                    <Text size="sm" c="red.8" fw={600} data-testid="risk-panel-blocked">
                      {t('panel.blocked')}
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="light"
                      disabled={block.pending}
                      onClick={() => block.ask(r)}
                      aria-label={t('alerts.blockNamed', {
                        game: r.gameCategory,
                        number: r.number,
                        lottery: draw.category.lotteryName,
                      })}
                    >
                      {t('alerts.block')}
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

function UnreadAlerts({ reader }: { reader: RiskReader }) {
  const { t } = useTranslation('risk');
  const inbox = useAlertInbox(reader);
  const unread = (inbox.data?.alerts ?? []).filter((a) => !a.read).slice(0, SHOWN);
  return (
    <Stack gap={0} data-testid="risk-panel-alerts">
      <Title order={4} size="h5" mb={4}>
        {t('panel.alertsTitle')}
        {inbox.data && inbox.data.unread > 0 ? ` (${inbox.data.unread})` : ''}
      </Title>
      {unread.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('panel.noAlerts')}
        </Text>
      ) : (
        unread.map((a) => <InboxAlertItem key={a._id} alert={a} reader={reader} />)
      )}
    </Stack>
  );
}

/**
 * The home's risk panel (issue 30): the next draw to close, its most exposed numbers with the
 * risk board's own figures (the same endpoint and service), a one-click block for the owner,
 * and the unread alerts.
 */
export function RiskPanel({ reader }: { reader: RiskReader }) {
  const { t } = useTranslation('risk');
  const draw = useNextDraw();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      component="section"
      aria-labelledby="risk-panel-title"
      data-testid="risk-panel"
    >
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={3} size="h4" id="risk-panel-title">
          {t('panel.title')}
        </Title>
        <Anchor component={Link} to={BOARD[reader]} size="sm">
          {t('panel.board')}
        </Anchor>
      </Group>
      {/* The numbers first and widest: their share used stays in sight beside the alerts. */}
      <div className={classes.layout}>
        <Stack gap="xs" className={classes.numbers}>
          {draw ? (
            <>
              <Text size="sm" fw={600} data-testid="risk-panel-draw">
                {t('panel.nextDraw', {
                  lottery: draw.category.lotteryName,
                  time: draw.category.endTime,
                })}
              </Text>
              <ExposedNumbers reader={reader} draw={draw} />
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="risk-panel-no-draw">
              {t('panel.noDraw')}
            </Text>
          )}
        </Stack>
        <UnreadAlerts reader={reader} />
      </div>
    </Paper>
  );
}
