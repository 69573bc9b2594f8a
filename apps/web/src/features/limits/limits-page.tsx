import { Button, Center, Loader, SimpleGrid } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LimitRecord } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { EmptyState } from '../../components/data-table.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { toast } from '../../lib/toast.ts';
import { CopyLimitsModal } from './copy-limits-modal.tsx';
import { limitsQuery, useDeleteLimit, useLimits, type LimitSearch, type LimitView } from './api.ts';
import { LimitCard, ownerLabel } from './limit-card.tsx';
import { LimitModal } from './limit-modal.tsx';
import { limitsCsv } from './limits-csv.ts';
import { LimitSearchBar, type SearchFields } from './limit-search-bar.tsx';

const ALL_COMPANY: LimitSearch = { view: 'all', category: '', person: '' };
const NO_FIELDS: SearchFields = { category: null, person: null };

/**
 * Limit Numbers (/subadmin/addlimit). All loads the company's whole list at
 * once; Supervisor and Seller show nothing until a search for a person and a
 * category. Switching view resets the fields.
 */
export function LimitsPage() {
  const { t } = useTranslation(['company', 'common', 'bulk']);
  const client = useQueryClient();
  const categories = useLotteryCategories();
  const [view, setView] = useState<LimitView>('all');
  const [fields, setFields] = useState<SearchFields>(NO_FIELDS);
  const [submitted, setSubmitted] = useState<LimitSearch | null>(ALL_COMPANY);
  const [searching, setSearching] = useState(false);
  const limits = useLimits(submitted);
  const remove = useDeleteLimit();

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
      toast.success('limitsFetched');
    } catch {
      // The query's meta has raised 'Error fetching limits'.
    } finally {
      setSearching(false);
    }
  };

  const askDelete = (record: LimitRecord) =>
    confirmDelete({
      message: t('limits.confirmDelete', {
        owner: ownerLabel(record, t),
        lottery: record.lotteryCategoryName,
      }),
      onConfirm: () =>
        remove.mutate(record, {
          onSuccess: () => toast.success('limitDeleted'),
        }),
    });

  const list = submitted ? limits.data : undefined;
  return (
    <>
      <PageHeader title={t('limits.title')}>
        <ExportCsvButton {...limitsCsv(list, t)} />
        <CopyLimitsModal
          categories={categories.data ?? []}
          trigger={(open) => (
            <Button
              variant="light"
              leftSection={<IconCopy size={16} />}
              disabled={!categories.isSuccess}
              onClick={open}
            >
              {t('bulk:copy.open')}
            </Button>
          )}
        />
        <LimitModal
          view={view}
          defaults={fields}
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('limits.add')}
            </Button>
          )}
        />
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
            <LimitModal
              key={record._id}
              editing={record}
              view={view}
              defaults={fields}
              trigger={(open) => (
                <LimitCard record={record} onEdit={open} onDelete={() => askDelete(record)} />
              )}
            />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState text={emptyText(view, submitted, t)} />
      )}
    </>
  );
}

function emptyText(
  view: LimitView,
  submitted: LimitSearch | null,
  t: TFunction<['company', 'common']>,
): string {
  if (!submitted) return view === 'seller' ? t('limits.pickSeller') : t('limits.pickSupervisor');
  if (view === 'all' && !submitted.category) return t('limits.noneForCompany');
  return t('limits.noneFound');
}
