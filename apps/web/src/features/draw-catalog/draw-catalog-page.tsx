import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconSquarePlus } from '@tabler/icons-react';
import type { DrawCatalogEntry } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { displayDate } from '../../lib/format.ts';
import { useDrawCatalog } from './api.ts';
import { CatalogEntryModal } from './catalog-entry-modal.tsx';
import { CategoryFromCatalogModal } from './category-from-catalog-modal.tsx';
import { useDaysInWords } from './days.ts';

const nameOf = (e: DrawCatalogEntry) => `${e.state} ${e.drawName}`;
const timesOf = (e: DrawCatalogEntry) =>
  e.game3Time === e.game4Time ? e.game3Time : `${e.game3Time} · ${e.game4Time}`;

/** Issue 40: the draw catalog the platform admin keeps, and categories made from it. */
export function DrawCatalogPage() {
  const { t } = useTranslation(['admin', 'common', 'company']);
  const catalog = useDrawCatalog();
  const daysOf = useDaysInWords();
  return (
    <>
      <PageHeader title={t('company:drawCatalog.title')}>
        <CatalogEntryModal
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('common:actions.add')}
            </Button>
          )}
        />
      </PageHeader>
      <Text size="sm" c="dimmed" mb="md" maw={820}>
        {t('catalog.note')}
      </Text>
      <DataTable
        caption={t('catalog.caption')}
        rows={catalog.data}
        loading={catalog.isPending}
        rowKey={(e) => e._id}
        noun={[t('catalog.nounOne'), t('catalog.nounOther')]}
        empty={t('catalog.empty')}
        columns={[
          {
            header: t('catalog.state'),
            sortBy: (e) => e.state,
            cell: (e) => e.state,
          },
          {
            header: t('catalog.drawName'),
            sortBy: (e) => e.drawName,
            cell: (e) => e.drawName,
          },
          {
            header: t('catalog.games'),
            cell: (e) => `${e.game3Name} / ${e.game4Name}`,
          },
          {
            header: t('catalog.officialTimes'),
            sortBy: (e) => e.game3Time,
            cell: (e) => (
              <div>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {timesOf(e)}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.timeZone}
                </Text>
              </div>
            ),
          },
          {
            header: t('catalog.days'),
            cell: (e) => (
              <div>
                <Text size="sm">{daysOf(e.weekdays)}</Text>
                {e.holidays.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('catalog.holidays')}: {e.holidays.join(', ')}
                  </Text>
                )}
              </div>
            ),
          },
          {
            header: t('catalog.closeToday'),
            nowrap: true,
            sortBy: (e) => e.today.closeTime,
            cell: (e) =>
              e.today.draws ? (
                <Text size="sm" fw={600}>
                  {e.today.closeTime}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('catalog.noDrawToday')}
                </Text>
              ),
          },
          {
            header: t('catalog.verified'),
            cell: (e) =>
              e.verifiedOn ? (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {displayDate(e.verifiedOn)}
                </Text>
              ) : (
                <Text size="sm" fw={600} c="red.9">
                  {t('catalog.verifyBeforeUse')}
                </Text>
              ),
          },
          {
            header: t('common:fields.actions'),
            actions: true,
            width: 110,
            cell: (e) => (
              <Group gap={4} wrap="nowrap">
                <CatalogEntryModal
                  editing={e}
                  trigger={(open) => <RowActions name={nameOf(e)} onEdit={open} />}
                />
                <CategoryFromCatalogModal
                  entry={e}
                  trigger={(open) => (
                    <Tooltip label={t('catalog.createCategory')}>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        px={6}
                        aria-label={t('catalog.createCategoryNamed', { name: nameOf(e) })}
                        onClick={open}
                      >
                        <IconSquarePlus size={18} />
                      </Button>
                    </Tooltip>
                  )}
                />
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}
