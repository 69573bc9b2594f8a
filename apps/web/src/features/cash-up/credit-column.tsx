import { Badge, Stack, Text } from '@mantine/core';
import type { CashUpRow } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { Column } from '../../components/data-table.tsx';
import { amount } from '../../lib/format.ts';

type Translate = TFunction<['reports', 'common']>;

/**
 * How many sales the credit limit refused on the day shown, under the credit (nothing when none):
 * also under "No limit", as a limit removed later that day leaves its refusals.
 */
function RefusedSales({ row, past, t }: { row: CashUpRow; past: boolean; t: Translate }) {
  if (!row.refusedToday) return null;
  return (
    <Text span size="xs" c="orange.8" fw={500} data-testid="cash-up-refused">
      {t(past ? 'cashUpCredit.refusedThatDay' : 'cashUpCredit.refusedToday', {
        count: row.refusedToday,
      })}
    </Text>
  );
}

/**
 * Issue 38: a seller's credit now beside the day's figures: what is left of its limit, the limit
 * under it, "Blocked" when nothing is left (every sale is then refused), and the sales its limit
 * refused on the day shown (`past`: a day before today, worded "that day").
 */
export function creditColumn(t: Translate, past: boolean): Column<CashUpRow> {
  return {
    header: t('cashUpCredit.credit'),
    numeric: true,
    sortBy: (r) => r.creditLeft ?? Number.POSITIVE_INFINITY,
    // An amount the spreadsheet adds up (a number, not text); nothing for a seller without a limit.
    csv: (r) => (r.creditLeft === null ? '' : r.creditLeft),
    cell: (r) =>
      r.creditLimit === null || r.creditLeft === null ? (
        <Stack gap={0} align="flex-end">
          <Text span size="xs" c="dimmed">
            {t('cashUpCredit.noLimit')}
          </Text>
          <RefusedSales row={r} past={past} t={t} />
        </Stack>
      ) : (
        <Stack gap={0} align="flex-end" data-testid="cash-up-credit">
          <span>{amount(r.creditLeft)}</span>
          <Text span size="xs" c="dimmed">
            {t('cashUpCredit.creditOf', { limit: amount(r.creditLimit) })}
          </Text>
          {r.blocked && (
            <Badge size="xs" color="red" variant="light">
              {t('cashUpCredit.blocked')}
            </Badge>
          )}
          <RefusedSales row={r} past={past} t={t} />
        </Stack>
      ),
  };
}
