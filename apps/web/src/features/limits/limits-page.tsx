import { Button, Center, Loader, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LimitRecord } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { EmptyState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { messageOf, toast } from '../../lib/toast.ts';
import { limitsQuery, useDeleteLimit, useLimits, type LimitSearch, type LimitView } from './api.ts';
import { LimitCard, ownerLabel } from './limit-card.tsx';
import { LimitModal } from './limit-modal.tsx';
import { LimitSearchBar, type SearchFields } from './limit-search-bar.tsx';

const ALL_COMPANY: LimitSearch = { view: 'all', category: '', person: '' };
const NO_FIELDS: SearchFields = { category: null, person: null };

/**
 * Limit Numbers (/subadmin/addlimit). All loads the company's whole list at
 * once; Supervisor and Seller show nothing until a search for a person and a
 * category. Switching view resets the fields.
 */
export function LimitsPage() {
  const client = useQueryClient();
  const [view, setView] = useState<LimitView>('all');
  const [fields, setFields] = useState<SearchFields>(NO_FIELDS);
  const [submitted, setSubmitted] = useState<LimitSearch | null>(ALL_COMPANY);
  const [searching, setSearching] = useState(false);
  const [modal, setModal] = useState<{ opened: boolean; editing: LimitRecord | null }>({
    opened: false,
    editing: null,
  });
  const limits = useLimits(submitted);
  const remove = useDeleteLimit();

  useEffect(() => {
    if (limits.isError) toast.error('Error fetching limits', messageOf(limits.error));
  }, [limits.isError, limits.error]);

  const switchView = (next: LimitView) => {
    setView(next);
    setFields(NO_FIELDS);
    setSubmitted(next === 'all' ? ALL_COMPANY : null);
  };

  const search = async () => {
    const criteria: LimitSearch = {
      view,
      category: fields.category ?? '',
      person: view === 'all' ? '' : (fields.person ?? ''),
    };
    setSearching(true);
    try {
      await client.fetchQuery({ ...limitsQuery(criteria), staleTime: 0 });
      setSubmitted(criteria);
      toast.success('Limits fetched successfully');
    } catch (error) {
      toast.error('Error fetching limits', messageOf(error));
    } finally {
      setSearching(false);
    }
  };

  const askDelete = (record: LimitRecord) =>
    confirmDelete({
      message: `Delete the limits of ${ownerLabel(record)} for ${record.lotteryCategoryName}?`,
      onConfirm: () =>
        remove.mutate(record, {
          onSuccess: () => toast.success('Limit deleted successfully'),
          onError: (error) => toast.error('Error deleting limit', messageOf(error)),
        }),
    });

  const list = submitted ? limits.data : undefined;
  return (
    <>
      <PageHeader title="Limits">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ opened: true, editing: null })}
        >
          ADD LIMIT
        </Button>
      </PageHeader>
      <LimitSearchBar
        view={view}
        onViewChange={switchView}
        fields={fields}
        onFieldsChange={setFields}
        onSearch={search}
        searching={searching}
      />
      {submitted && limits.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : list?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="lg">
          {list.map((record) => (
            <LimitCard
              key={record._id}
              record={record}
              onEdit={() => setModal({ opened: true, editing: record })}
              onDelete={() => askDelete(record)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState text={emptyText(view, submitted)} />
      )}
      <LimitModal
        opened={modal.opened}
        editing={modal.editing}
        view={view}
        defaults={fields}
        onClose={() => setModal({ opened: false, editing: null })}
      />
    </>
  );
}

function emptyText(view: LimitView, submitted: LimitSearch | null): string {
  if (!submitted) {
    return view === 'seller'
      ? 'Choose a seller and a lottery, then Search.'
      : 'Choose a supervisor and a lottery, then Search.';
  }
  if (view === 'all' && !submitted.category)
    return 'No limit for the whole company yet. ADD LIMIT sets the most that may be bet on one number.';
  return 'No limit found for this search.';
}
