import { Anchor } from '@mantine/core';
import type { SellDetailGroup, SellDetailsAnswer } from '@tiraj/domain/contracts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { htg } from '../../lib/format.ts';
import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';

interface Props {
  answer: SellDetailsAnswer | undefined;
  loading: boolean;
  /** a Lottery column when the search covers every lottery */
  showLottery: boolean;
  onNumber: (group: SellDetailGroup) => void;
}

const keyOf = (g: SellDetailGroup) =>
  `${g._id.lotteryCategoryId}|${g._id.gameCategory}|${g._id.number}`;

/**
 * Table (a): per game and number, "Amount" = how many lines bet on it and
 * "Price" = their sum (ARCHITECTURE.md §6b). A number opens who bet on it.
 */
export function SellDetailTable({ answer, loading, showLottery, onNumber }: Props) {
  const columns: Column<SellDetailGroup>[] = [
    ...(showLottery
      ? [
          {
            header: 'Lottery',
            sortBy: (g: SellDetailGroup) => g._id.lotteryCategoryName,
            cell: (g: SellDetailGroup) => g._id.lotteryCategoryName,
          },
        ]
      : []),
    {
      header: 'Game',
      nowrap: true,
      sortBy: (g) => GAME_CATEGORIES.indexOf(g._id.gameCategory as GameCategory),
      cell: (g) => g._id.gameCategory,
    },
    {
      header: 'Number',
      nowrap: true,
      sortBy: (g) => g._id.number,
      cell: (g) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ff="monospace"
          aria-label={`Who bet on ${g._id.gameCategory} ${g._id.number}`}
          onClick={() => onNumber(g)}
        >
          {g._id.number}
        </Anchor>
      ),
    },
    { header: 'Amount', numeric: true, sortBy: (g) => g.count, cell: (g) => g.count },
    {
      header: 'Price',
      numeric: true,
      sortBy: (g) => g.totalAmount,
      cell: (g) => htg(g.totalAmount),
      total: answer && <span data-testid="sell-details-total">{htg(answer.total)}</span>,
    },
  ];
  const rows = answer?.data;
  return (
    <DataTable
      caption="Sales per number"
      columns={columns}
      rows={rows}
      rowKey={keyOf}
      loading={loading && !rows}
      busy={loading && !!rows}
      noun={['number', 'numbers']}
      paging="client"
      // Four narrow columns fit a phone; with the Lottery column, cards.
      phone={showLottery ? 'cards' : 'table'}
      empty="No sale for this seller, lottery and date."
      totalsLabel="Total"
    />
  );
}
