import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconLogout2, IconPlus } from '@tabler/icons-react';
import type { StaffMember, StaffSide } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeleteStaff, useEndStaffSessions, useStaff } from './api.ts';
import { StaffModal } from './staff-modal.tsx';

/** The company's office staff, its owner's alone (issue 39): /subadmin/staff. */
export const CompanyStaffPage = () => <StaffPage side="subadmin" />;
/** The platform's staff (issue 39): /admin/staff. */
export const PlatformStaffPage = () => <StaffPage side="admin" />;

function StaffPage({ side }: { side: StaffSide }) {
  const { t, i18n } = useTranslation(['company', 'common']);
  const staff = useStaff(side);
  const remove = useDeleteStaff(side);
  const endSessions = useEndStaffSessions(side);
  const all = staff.data ?? (staff.isError ? [] : undefined);

  const askDelete = (member: StaffMember) =>
    confirmDelete({
      message: t('staff.confirmDelete', { name: member.userName }),
      onConfirm: () => remove.mutate(member._id),
    });
  const signOut = (member: StaffMember) =>
    endSessions.mutate(member, {
      onSuccess: () => toast.success({ text: t('staff.sessionsEnded', { name: member.userName }) }),
    });

  return (
    <>
      <PageHeader title={t('staff.title')}>
        <StaffModal
          side={side}
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('common:actions.add')}
            </Button>
          )}
        />
      </PageHeader>
      <DataTable
        key={i18n.language}
        caption={t('staff.title')}
        rows={all}
        loading={staff.isPending}
        rowKey={(m) => m._id}
        noun={[t('staff.nounOne'), t('staff.nounMany')]}
        defaultSort={{ key: t('staff.userName'), direction: 'asc' }}
        paging="client"
        empty={staff.isError ? t('staff.loadFailed') : t('staff.empty')}
        columns={[
          { header: t('staff.userName'), sortBy: (m) => m.userName, cell: (m) => m.userName },
          {
            header: t('staff.role'),
            sortBy: (m) => m.staffRole,
            cell: (m) => t(`staff.roles.${m.staffRole}`),
          },
          ...(side === 'subadmin'
            ? [
                {
                  header: t('staff.branch'),
                  cell: (m: StaffMember) => m.branchName ?? t('staff.anyBranch'),
                },
              ]
            : []),
          {
            header: t('common:fields.active'),
            width: 90,
            sortBy: (m) => (m.isActive ? 0 : 1),
            cell: (m) => (
              <Badge variant="light" color={m.isActive ? 'teal' : 'gray'}>
                {m.isActive ? t('common:choices.yes') : t('common:choices.no')}
              </Badge>
            ),
          },
          {
            header: t('common:fields.actions'),
            actions: true,
            width: 140,
            cell: (m) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('staff.endSessions')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('staff.endSessionsOf', { name: m.userName })}
                    onClick={() => signOut(m)}
                  >
                    <IconLogout2 size={18} />
                  </ActionIcon>
                </Tooltip>
                <StaffModal
                  side={side}
                  editing={m}
                  trigger={(open) => (
                    <RowActions name={m.userName} onEdit={open} onDelete={() => askDelete(m)} />
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
