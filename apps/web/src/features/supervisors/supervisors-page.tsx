import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Supervisor } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { readSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSupervisors } from '../../lib/queries/supervisors.ts';
import { useDeleteSupervisor } from './api.ts';
import { SupervisorModal } from './supervisor-modal.tsx';

/** The subadmin's Supervisor Table (/subadmin/SupervisorManagement). */
export function SupervisorsPage() {
  const supervisors = useSupervisors({ errorTitle: 'Error fetching initial data' });
  const remove = useDeleteSupervisor();
  const company = readSession()?.company ?? '';

  const askDelete = (supervisor: Supervisor) =>
    confirmDelete({
      message: `Delete the supervisor "${supervisor.userName}"? Its sellers keep working, with no supervisor.`,
      onConfirm: () =>
        remove.mutate(supervisor._id, {
          onSuccess: () => toast.success('Supervisor deleted.'),
        }),
    });

  const wrap = { overflowWrap: 'anywhere' } as const;
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
      <ResponsiveTable
        caption="Supervisors"
        rows={supervisors.data ?? (supervisors.isError ? [] : undefined)}
        loading={supervisors.isPending}
        rowKey={(s) => s._id}
        empty={
          supervisors.isError
            ? 'The supervisors could not be loaded. Reload the page to try again.'
            : 'No supervisor yet. A supervisor oversees a group of sellers.'
        }
        columns={[
          {
            header: 'Name',
            cell: (s) => (
              <Text inherit style={wrap}>
                {s.userName}
              </Text>
            ),
          },
          {
            header: 'Company',
            cell: () => (
              <Text inherit style={wrap}>
                {company}
              </Text>
            ),
          },
          {
            header: 'Active',
            width: 90,
            cell: (s) => (
              <Badge variant="light" color={s.isActive ? 'teal' : 'gray'}>
                {s.isActive ? 'Yes' : 'No'}
              </Badge>
            ),
          },
          {
            header: 'Actions',
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
