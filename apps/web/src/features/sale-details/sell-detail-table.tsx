import { Anchor, Table, Text } from '@mantine/core';
import type { SellDetailGroup, SellDetailsAnswer } from '@tiraj/domain/contracts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { htg } from '../../lib/format.ts';

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
      ? [{ header: 'Lottery', cell: (g: SellDetailGroup) => g._id.lotteryCategoryName }]
      : []),
    { header: 'Game', cell: (g) => g._id.gameCategory },
    {
      header: 'Number',
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
    { header: 'Amount', numeric: true, cell: (g) => g.count },
    { header: 'Price', numeric: true, cell: (g) => htg(g.totalAmount) },
  ];
  const rows = answer?.data;
  return (
    <DataTable
      caption="Sales per number"
      columns={columns}
      rows={rows}
      rowKey={keyOf}
      loading={loading && !rows}
      minWidth={showLottery ? 460 : 320}
      empty="No sale for this seller, lottery and date."
      footer={
        rows && rows.length > 0 ? (
          <Table.Tr>
            <Table.Th colSpan={columns.length - 1}>
              <Text fw={700} size="sm">
                Total
              </Text>
            </Table.Th>
            <Table.Th className="money" data-testid="sell-details-total">
              {htg(answer?.total ?? 0)}
            </Table.Th>
          </Table.Tr>
        ) : undefined
      }
    />
  );
}
