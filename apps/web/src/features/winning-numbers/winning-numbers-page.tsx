import { ActionIcon, Badge, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { displayDate, today } from '../../lib/format.ts';
import { useWinningNumbers, type ResultSearch } from './api.ts';
import { NumberGrid } from './number-grid.tsx';
import { WinningNumberModal } from './winning-number-modal.tsx';

export function WinningNumbersPage() {
  const [search, setSearch] = useState<ResultSearch>({
    lotteryCategoryName: '',
    fromDate: today(),
    toDate: today(),
  });
  const results = useWinningNumbers(search);

  return (
    <>
      <PageHeader title="Winning Numbers" />
      <WinningNumberModal
        search={search}
        trigger={(open) => (
          <SearchForm
            loading={results.isFetching}
            onSearch={(v) =>
              setSearch({ lotteryCategoryName: '', fromDate: v.fromDate, toDate: v.toDate })
            }
            onAdd={open}
            addLabel="Add winning number"
          />
        )}
      />
      {results.isPending ? (
        <LoadingState />
      ) : results.data?.length === 0 ? (
        <EmptyState text="No result posted between these dates." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {results.data?.map((r) => (
            <Card key={r._id} withBorder radius="md" padding="md" data-testid="winning-number-card">
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate="end">
                    {r.lotteryCategoryName}
                  </Text>
                  <Badge variant="light" color="gray" mt={4}>
                    {displayDate(r.date)}
                  </Badge>
                </div>
                <WinningNumberModal
                  editing={r}
                  search={search}
                  trigger={(open) => (
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${r.lotteryCategoryName} ${displayDate(r.date)}`}
                        onClick={open}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                />
              </Group>
              <NumberGrid entries={r.numbers} />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
