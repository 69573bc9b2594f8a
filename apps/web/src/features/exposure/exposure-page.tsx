import { Badge, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { htg } from '../../lib/format.ts';
import { ALL_BRANCHES, BranchFilter } from '../../lib/queries/branches.tsx';
import { branchNameOf, useBranchOptions } from '../../lib/queries/branches.tsx';
import { BranchScope } from './branch-scope.tsx';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { AlertPercentField } from './alert-percent-field.tsx';
import { useExposureAlerts } from './alerts-api.ts';
import { useExposure, useExposureLive, type DrawChoice, type RiskReader } from './api.ts';
import { defaultDateOf, drawOptions, nextToClose } from './draw-choice.ts';
import classes from './exposure-page.module.css';
import { ExposureTable } from './exposure-table.tsx';
import { HeatMap } from './heat-map.tsx';
import { NumberSellersModal } from './number-sellers-modal.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** The live risk board of one draw (issue 15 point 2): what the bank pays per number if it comes out. */
function RiskBoard({ reader }: { reader: RiskReader }) {
  const { t } = useTranslation(['risk', 'common']);
  const categories = useLotteryCategories();
  const options = useMemo(() => drawOptions(categories.data ?? []), [categories.data]);
  const fallback = nextToClose(options);
  const [chosen, setChosen] = useState<{ lottery: string; date: string } | null>(null);
  const lottery = chosen?.lottery ?? fallback?.category._id ?? '';
  const date = chosen?.date ?? defaultDateOf(fallback);
  // Issue 39: one branch's stakes (the company's board), beside the whole company's.
  const [branch, setBranch] = useState(ALL_BRANCHES);
  const branches = useBranchOptions(reader);
  const branchName = branchNameOf(branches, branch);
  const draw: DrawChoice | null = lottery
    ? { lotteryCategoryName: lottery, date, ...(branch ? { branch } : {}) }
    : null;
  const board = useExposure(reader, draw);
  useExposureLive(reader, draw);
  const alerts = useExposureAlerts(reader, draw);
  const alerted = useMemo(
    () => new Set((alerts.data ?? []).map((a) => `${a.gameCategory}|${a.number}`)),
    [alerts.data],
  );
  const [pick, setPick] = useState<string | null>(null);
  const data = board.data;

  return (
    <>
      <PageHeader title={t('title')}>
        {alerted.size > 0 && (
          <Badge color="orange" variant="light" data-testid="risk-alert-count">
            {t('alerts.count', { count: alerted.size })}
          </Badge>
        )}
        <Badge color="green" variant="dot" data-testid="risk-live">
          {t('live')}
        </Badge>
      </PageHeader>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('draw')}
            data={options.map((o) => ({
              value: o.category._id,
              label: `${o.category.lotteryName} (${o.window.open ? t('closesAt', { time: o.category.endTime }) : t('closed')})`,
            }))}
            value={lottery || null}
            onChange={(v) => {
              if (!v) return;
              const option = options.find((o) => o.category._id === v);
              setChosen({ lottery: v, date: defaultDateOf(option) });
            }}
            allowDeselect={false}
            searchable
          />
          <DateInput
            label={t('common:fields.date')}
            value={date}
            onChange={(v) => v && setChosen({ lottery, date: v })}
          />
          <BranchFilter branches={branches} value={branch} onChange={setBranch} />
          {reader === 'subadmin' && (
            <div className={classes.alertField}>
              <AlertPercentField />
            </div>
          )}
        </SimpleGrid>
        {!draw ? (
          <EmptyState text={t('chooseDraw')} />
        ) : (
          <>
            {!!branches?.length && <BranchScope branchName={branchName} />}
            <SimpleGrid cols={{ base: 1, xs: 2, md: branch ? 4 : 2 }} spacing="sm">
              <Figure
                label={t(branch ? 'branch.sales' : 'totals.sales')}
                value={data ? htg(data.totals.amount) : '…'}
                testId="risk-sales"
              />
              <Figure
                label={t(branch ? 'branch.worst' : 'totals.worst')}
                value={data ? htg(data.totals.worstPayout) : '…'}
                testId="risk-worst"
              />
              {branch && (
                <>
                  <Figure
                    label={t('branch.companySales')}
                    value={data?.totals.company ? htg(data.totals.company.amount) : '…'}
                    testId="risk-company-sales"
                  />
                  <Figure
                    label={t('branch.companyWorst')}
                    value={data?.totals.company ? htg(data.totals.company.worstPayout) : '…'}
                    testId="risk-company-worst"
                  />
                </>
              )}
            </SimpleGrid>
            {data && data.offline.devices > 0 && (
              <Text size="sm" data-testid="risk-offline">
                {t('totals.offline', {
                  count: data.offline.devices,
                  budget: htg(data.offline.budgetLeft),
                  cap: htg(data.offline.capPerNumber),
                  payout: htg(data.offline.capPayout),
                })}
              </Text>
            )}
            <ExposureTable
              fileName={csvFileName(
                t('file'),
                options.find((o) => o.category._id === lottery)?.category.lotteryName ?? '',
                branchName,
                date,
              )}
              board={data}
              withCompany={!!branch}
              alerted={alerted}
              loading={board.isFetching && !data}
              busy={board.isFetching && !!data}
            />
            <Paper withBorder radius="md" p="sm">
              <HeatMap rows={data?.rows ?? []} alerted={alerted} onPick={setPick} />
            </Paper>
            <NumberSellersModal
              reader={reader}
              draw={draw}
              pick={pick === null ? null : { gameCategory: 'BLT', number: pick }}
              onClose={() => setPick(null)}
            />
          </>
        )}
      </Stack>
    </>
  );
}

/** /subadmin/riskboard */
export function SubadminRiskBoardPage() {
  return <RiskBoard reader="subadmin" />;
}

/** /supervisor/riskBoard */
export function SupervisorRiskBoardPage() {
  return <RiskBoard reader="supervisor" />;
}
