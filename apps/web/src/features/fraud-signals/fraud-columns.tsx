import { Anchor, Stack, Text } from '@mantine/core';
import type { FraudSignalsAnswer, SellerFraudSignals } from '@tiraj/domain/contracts';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table.tsx';
import type { DayRange } from '../../lib/date-presets.ts';
import { count, htg, percent } from '../../lib/format.ts';
import type { FraudReader } from './api.ts';
import { ticketsLink } from './ticket-links.ts';

type Company = FraudSignalsAnswer['data']['company'];
type Medians = Company['medians'];

/** A figure (a line or two: a count and its share, then an amount), and the company's median under it. */
function Figure({ value, median }: { value: ReactNode[]; median: ReactNode | null }) {
  const { t } = useTranslation('fraud');
  return (
    <Stack gap={0} align="flex-end">
      {value.map((line, i) => (
        <Text key={i} size="sm" inherit>
          {line}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {median === null ? t('noMedian') : t('median', { value: median })}
      </Text>
    </Stack>
  );
}

/** One reason in the screen's words. */
export function reasonText(t: TFunction<'fraud'>, reason: SellerFraudSignals['reasons'][number]) {
  const p = reason.params;
  return t(`reasons.${reason.code}`, {
    value: percent(p.value),
    median: percent(p.median),
    p95: percent(p.p95),
    events: p.events,
    base: p.base,
  });
}

/** The reasons in words, each a link to the tickets behind it. */
function Reasons(props: { row: SellerFraudSignals; reader: FraudReader; period: DayRange }) {
  const { t } = useTranslation('fraud');
  if (props.row.reasons.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  // Wide enough to read: the figures' columns give up the room, their short headers wrapping.
  return (
    <Stack gap={4} miw={230}>
      {props.row.reasons.map((reason) => {
        const text = reasonText(t, reason);
        const link = ticketsLink(props.reader, reason, props.row._id, props.period);
        return (
          <Text key={reason.code} size="sm" c="red.8" data-testid={`reason ${reason.code}`}>
            {text}
            {link && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={link}
                  size="sm"
                  aria-label={t('seeTicketsOf', { name: props.row.userName })}
                >
                  {t('seeTickets')}
                </Anchor>
              </>
            )}
          </Text>
        );
      })}
    </Stack>
  );
}

const med = (m: Medians, key: keyof Medians, shown: (v: number) => string) => {
  const v = m[key];
  return v === null ? null : shown(v);
};
/** A median count (87,5 in French): one decimal at most, the language's mark. */
const whole = (v: number) => count(v, 1);

/** The table's columns: each figure with the median of the sellers read beside it. */
export function useFraudColumns(
  company: Company | undefined,
  reader: FraudReader,
  period: DayRange,
): Column<SellerFraudSignals>[] {
  const { t } = useTranslation('fraud');
  const m = company?.medians;
  const countShare = (n: number, share: number) =>
    t('countShare', { n: count(n, 1), share: percent(share) });
  const medianOf = (count: keyof Medians, share: keyof Medians) =>
    m && m[count] !== null && m[share] !== null ? countShare(m[count], m[share]) : null;
  return [
    {
      header: t('columns.seller'),
      cell: (r) => (
        <Text size="sm" fw={r.reasons.length ? 700 : 400}>
          {r.userName}
        </Text>
      ),
      sortBy: (r) => r.userName.toLowerCase(),
    },
    {
      header: t('columns.reasons'),
      width: 280,
      cell: (r) => <Reasons row={r} reader={reader} period={period} />,
    },
    {
      header: t('columns.tickets'),
      numeric: true,
      sortBy: (r) => r.tickets,
      cell: (r) => <Figure value={[r.tickets]} median={m ? med(m, 'tickets', whole) : null} />,
    },
    {
      header: t('columns.deleted'),
      numeric: true,
      sortBy: (r) => r.deletedShare,
      cell: (r) => (
        <Figure
          value={[countShare(r.deleted, r.deletedShare), htg(r.deletedAmount)]}
          median={medianOf('deleted', 'deletedShare')}
        />
      ),
    },
    {
      header: t('short.lateDeletions'),
      hint: t('columns.lateDeletions'),
      numeric: true,
      sortBy: (r) => r.lateDeletionShare,
      cell: (r) => (
        <Figure
          value={[countShare(r.lateDeletions, r.lateDeletionShare)]}
          median={medianOf('lateDeletions', 'lateDeletionShare')}
        />
      ),
    },
    {
      header: t('short.lateSales'),
      hint: t('columns.lateSales'),
      numeric: true,
      sortBy: (r) => r.lateSaleShare,
      cell: (r) => (
        <Figure
          value={[countShare(r.lateSales, r.lateSaleShare)]}
          median={medianOf('lateSales', 'lateSaleShare')}
        />
      ),
    },
    {
      header: t('columns.winRate'),
      numeric: true,
      sortBy: (r) => r.winRate,
      cell: (r) => (
        <Figure
          value={[percent(r.winRate), t('wonOf', { won: r.won, settled: r.settled })]}
          median={m ? med(m, 'winRate', percent) : null}
        />
      ),
    },
    {
      header: t('short.paidByOther'),
      hint: t('columns.paidByOther'),
      numeric: true,
      sortBy: (r) => r.paidByOtherShare,
      cell: (r) => (
        <Figure
          value={[countShare(r.paidByOther, r.paidByOtherShare), htg(r.paidByOtherAmount)]}
          median={medianOf('paidByOther', 'paidByOtherShare')}
        />
      ),
    },
  ];
}
