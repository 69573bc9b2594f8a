import { Badge, Stack, Text } from '@mantine/core';
import { decimalHtg } from '@tiraj/domain';
import type { CashUpRow } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { Column } from '../../components/data-table.tsx';
import { amount } from '../../lib/format.ts';

/**
 * Issue 38: a seller's credit now beside the day's figures: what is left of its limit, the limit
 * under it, and "Blocked" when nothing is left (every sale is then refused).
 */
export function creditColumn(t: TFunction<['reports', 'common']>): Column<CashUpRow> {
  return {
    header: t('cashUpCredit.credit'),
    numeric: true,
    sortBy: (r) => r.creditLeft ?? Number.POSITIVE_INFINITY,
    csv: (r) => (r.creditLeft === null ? '' : decimalHtg(r.creditLeft)),
    cell: (r) =>
      r.creditLimit === null || r.creditLeft === null ? (
        <Text span size="xs" c="dimmed">
          {t('cashUpCredit.noLimit')}
        </Text>
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
        </Stack>
      ),
  };
}
