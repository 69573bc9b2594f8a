import { ActionIcon, Badge, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WinningNumber } from '@tiraj/domain/contracts';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { displayDate, today } from '../../lib/format.ts';
import { messageOf, toast } from '../../lib/toast.ts';
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
  const [modal, setModal] = useState<{ opened: boolean; editing: WinningNumber | null }>({
    opened: false,
    editing: null,
  });

  useEffect(() => {
    if (results.isError) toast.error('Error fetching winning numbers', messageOf(results.error));
  }, [results.isError, results.error]);

  return (
    <>
      <PageHeader title="Winning Numbers" />
      <SearchForm
        loading={results.isFetching}
        onSearch={(v) =>
          setSearch({ lotteryCategoryName: '', fromDate: v.fromDate, toDate: v.toDate })
        }
        onAdd={() => setModal({ opened: true, editing: null })}
        addLabel="Add winning number"
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
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${r.lotteryCategoryName} ${displayDate(r.date)}`}
                    onClick={() => setModal({ opened: true, editing: r })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <NumberGrid entries={r.numbers} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      <WinningNumberModal
        opened={modal.opened}
        editing={modal.editing}
        search={search}
        onClose={() => setModal({ opened: false, editing: null })}
      />
    </>
  );
}
