import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Supervisor } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { readSession } from '../../lib/session.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useDeleteSupervisor, useSupervisors } from './api.ts';
import { SupervisorModal } from './supervisor-modal.tsx';

/** The subadmin's Supervisor Table (/subadmin/SupervisorManagement). */
export function SupervisorsPage() {
  const supervisors = useSupervisors();
  const remove = useDeleteSupervisor();
  const company = readSession()?.company ?? '';
  const [modal, setModal] = useState<{ opened: boolean; editing: Supervisor | null }>({
    opened: false,
    editing: null,
  });

  useEffect(() => {
    if (supervisors.isError)
      toast.error('Error fetching initial data', messageOf(supervisors.error));
  }, [supervisors.isError, supervisors.error]);

  const askDelete = (supervisor: Supervisor) =>
    confirmDelete({
      message: `Delete the supervisor "${supervisor.userName}"? Its sellers keep working, with no supervisor.`,
      onConfirm: () =>
        remove.mutate(supervisor._id, {
          onSuccess: () => toast.success('Supervisor deleted.'),
          onError: (error) => toast.error('Error deleting Supervisor.', messageOf(error)),
        }),
    });

  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <>
      <PageHeader title="Supervisors">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ opened: true, editing: null })}
        >
          ADD
        </Button>
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
              <RowActions
                name={s.userName}
                onEdit={() => setModal({ opened: true, editing: s })}
                onDelete={() => askDelete(s)}
              />
            ),
          },
        ]}
      />
      <SupervisorModal
        opened={modal.opened}
        editing={modal.editing}
        onClose={() => setModal({ opened: false, editing: null })}
      />
    </>
  );
}
