import { Anchor } from '@mantine/core';
import type { SellDetailGroup, SellDetailsAnswer } from '@tiraj/domain/contracts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { countCell } from '../../lib/csv.ts';
import { htg } from '../../lib/format.ts';
import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';

interface Props {
  answer: SellDetailsAnswer | undefined;
  loading: boolean;
  /** a Lottery column when the search covers every lottery */
  showLottery: boolean;
  onNumber: (group: SellDetailGroup) => void;
  /** the exported file's name */
  fileName: string;
}

const keyOf = (g: SellDetailGroup) =>
  `${g._id.lotteryCategoryId}|${g._id.gameCategory}|${g._id.number}`;

/**
 * Table (a): per game and number, "Amount" = how many lines bet on it and
 * "Price" = their sum (ARCHITECTURE.md §6b). A number opens who bet on it.
 */
export function SellDetailTable({ answer, loading, showLottery, onNumber, fileName }: Props) {
  const { t } = useTranslation(['reports', 'common']);
  const columns: Column<SellDetailGroup>[] = [
    ...(showLottery
      ? [
          {
            header: t('common:fields.lottery'),
            sortBy: (g: SellDetailGroup) => g._id.lotteryCategoryName,
            cell: (g: SellDetailGroup) => g._id.lotteryCategoryName,
            csv: (g: SellDetailGroup) => g._id.lotteryCategoryName,
          },
        ]
      : []),
    {
      header: t('common:fields.game'),
      nowrap: true,
      sortBy: (g) => GAME_CATEGORIES.indexOf(g._id.gameCategory as GameCategory),
      cell: (g) => g._id.gameCategory,
      csv: (g) => g._id.gameCategory,
    },
    {
      header: t('common:fields.number'),
      nowrap: true,
      sortBy: (g) => g._id.number,
      csv: (g) => g._id.number,
      cell: (g) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ff="monospace"
          aria-label={t('saleDetails.whoBetOn', { game: g._id.gameCategory, number: g._id.number })}
          onClick={() => onNumber(g)}
        >
          {g._id.number}
        </Anchor>
      ),
    },
    {
      header: t('saleDetails.count'),
      numeric: true,
      sortBy: (g) => g.count,
      cell: (g) => g.count,
      csv: (g) => countCell(g.count),
    },
    {
      header: t('saleDetails.sum'),
      numeric: true,
      sortBy: (g) => g.totalAmount,
      cell: (g) => htg(g.totalAmount),
      csv: (g) => g.totalAmount,
      csvHeader: t('common:table.inHtg', { column: t('saleDetails.sum') }),
      csvTotal: answer?.total,
      total: answer && <span data-testid="sell-details-total">{htg(answer.total)}</span>,
    },
  ];
  const rows = answer?.data;
  return (
    <DataTable
      caption={t('saleDetails.perNumber')}
      columns={columns}
      rows={rows}
      rowKey={keyOf}
      loading={loading && !rows}
      busy={loading && !!rows}
      noun={[t('nouns.number', { count: 1 }), t('nouns.number', { count: 2 })]}
      paging="client"
      // Four narrow columns fit a phone; with the Lottery column, cards.
      phone={showLottery ? 'cards' : 'table'}
      empty={t('saleDetails.noSaleForSearch')}
      totalsLabel={t('common:fields.total')}
      csv={{ fileName }}
    />
  );
}
