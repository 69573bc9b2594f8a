import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Supervisor } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
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

/** The subadmin's Supervisor Table (/subadmin/SupervisorManagement). */
export function SupervisorsPage() {
  const supervisors = useSupervisors({ errorTitle: 'fetchInitialData' });
  const remove = useDeleteSupervisor();
  const company = readSession()?.company ?? '';
  const all = supervisors.data ?? (supervisors.isError ? [] : undefined);
  const { needle, setNeedle, found } = useNameFilter(all, (s) => s.userName);

  const askDelete = (supervisor: Supervisor) =>
    confirmDelete({
      message: `Delete the supervisor "${supervisor.userName}"? Its sellers keep working, with no supervisor.`,
      onConfirm: () =>
        remove.mutate(supervisor._id, {
          onSuccess: () => toast.success('supervisorDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title="Supervisors">
        <SupervisorModal
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              ADD
            </Button>
          )}
        />
      </PageHeader>
      <DataTable
        caption="Supervisors"
        rows={found}
        outOf={all?.length}
        loading={supervisors.isPending}
        rowKey={(s) => s._id}
        noun={['supervisor', 'supervisors']}
        defaultSort={{ key: 'Name', direction: 'asc' }}
        paging="client"
        toolbar={
          <NameSearch label="Search supervisors by name" value={needle} onChange={setNeedle} />
        }
        empty={
          supervisors.isError
            ? 'The supervisors could not be loaded. Reload the page to try again.'
            : needle.trim() && all?.length
              ? `No supervisor's name has "${needle.trim()}" in it.`
              : 'No supervisor yet. A supervisor oversees a group of sellers.'
        }
        columns={[
          { header: 'Name', sortBy: (s) => s.userName, cell: (s) => s.userName },
          // The shell's header names the company: a phone's cards leave it out.
          { header: 'Company', inCard: false, cell: () => company },
          {
            header: 'Active',
            width: 90,
            sortBy: (s) => (s.isActive ? 0 : 1),
            cell: (s) => (
              <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
                {s.isActive ? 'Yes' : 'No'}
              </Badge>
            ),
          },
          {
            header: 'Actions',
            actions: true,
            width: 100,
            cell: (s) => (
              <SupervisorModal
                editing={s}
                trigger={(open) => (
                  <RowActions name={s.userName} onEdit={open} onDelete={() => askDelete(s)} />
                )}
              />
            ),
          },
        ]}
      />
    </>
  );
}
