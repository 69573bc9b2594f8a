import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Supervisor } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { DataTable } from '../../components/data-table.tsx';
import { NameSearch } from '../../components/name-search.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { readSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useNameFilter } from '../../lib/use-name-filter.ts';
import { useSupervisors } from '../../lib/queries/supervisors.ts';
import { useDeleteSupervisor } from './api.ts';
import { SupervisorModal } from './supervisor-modal.tsx';
import { useCan } from '../../lib/use-can.ts';

/** The subadmin's Supervisor Table (/subadmin/SupervisorManagement). */
export function SupervisorsPage() {
  const { t, i18n } = useTranslation(['company', 'common']);
  // Issue 39: a staff account whose role may not change these sees no button.
  const may = useCan('people');
  const supervisors = useSupervisors({ errorTitle: 'fetchInitialData' });
  const remove = useDeleteSupervisor();
  const company = readSession()?.company ?? '';
  const all = supervisors.data ?? (supervisors.isError ? [] : undefined);
  const { needle, setNeedle, found } = useNameFilter(all, (s) => s.userName);

  const askDelete = (supervisor: Supervisor) =>
    confirmDelete({
      message: t('supervisors.confirmDelete', { name: supervisor.userName }),
      onConfirm: () =>
        remove.mutate(supervisor._id, {
          onSuccess: () => toast.success('supervisorDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title={t('supervisors.title')}>
        {may && (
          <SupervisorModal
            trigger={(open) => (
              <Button leftSection={<IconPlus size={16} />} onClick={open}>
                {t('common:actions.add')}
              </Button>
            )}
          />
        )}
      </PageHeader>
      <DataTable
        // The table sorts by a column's header, which the language names: a new language starts it afresh.
        key={i18n.language}
        caption={t('supervisors.caption')}
        rows={found}
        outOf={all?.length}
        loading={supervisors.isPending}
        rowKey={(s) => s._id}
        noun={[t('supervisors.nounOne'), t('supervisors.nounMany')]}
        defaultSort={{ key: t('common:fields.userName'), direction: 'asc' }}
        csv={{ fileName: csvFileName(t('common:exportFiles.supervisors')) }}
        paging="client"
        toolbar={<NameSearch label={t('supervisors.search')} value={needle} onChange={setNeedle} />}
        empty={
          supervisors.isError
            ? t('supervisors.loadFailed')
            : needle.trim() && all?.length
              ? t('supervisors.noMatch', { needle: needle.trim() })
              : t('supervisors.empty')
        }
        columns={[
          {
            header: t('common:fields.userName'),
            sortBy: (s) => s.userName,
            cell: (s) => s.userName,
            csv: (s) => s.userName,
          },
          // The shell's header names the company: a phone's cards leave it out.
          {
            header: t('common:fields.company'),
            inCard: false,
            cell: () => company,
            csv: () => company,
          },
          {
            header: t('common:fields.active'),
            width: 90,
            sortBy: (s) => (s.isActive ? 0 : 1),
            csv: (s) => (s.isActive ? t('common:choices.yes') : t('common:choices.no')),
            cell: (s) => (
              <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
                {s.isActive ? t('common:choices.yes') : t('common:choices.no')}
              </Badge>
            ),
          },
          {
            header: t('common:fields.actions'),
            actions: true,
            width: 100,
            cell: (s) => (
              <SupervisorModal
                editing={s}
                trigger={(open) => (
                  <RowActions
                    name={s.userName}
                    onEdit={may ? open : undefined}
                    onDelete={may ? () => askDelete(s) : undefined}
                  />
                )}
              />
            ),
          },
        ]}
      />
    </>
  );
}
