import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconPlus, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Branch } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { useBranches } from '../../lib/queries/branches.tsx';
import { useDeleteBranch } from './api.ts';
import { BranchModal } from './branch-modal.tsx';
import { useCan } from '../../lib/use-can.ts';

/** The subadmin's branches (succursales, issue 39): /subadmin/branches. */
export function BranchesPage() {
  const { t, i18n } = useTranslation(['company', 'common']);
  // Issue 39: a staff account whose role may not change these sees no button.
  const may = useCan('people');
  const branches = useBranches({ errorTitle: 'fetchInitialData' });
  const remove = useDeleteBranch();
  const all = branches.data ?? (branches.isError ? [] : undefined);

  const askDelete = (branch: Branch) =>
    confirmDelete({
      message: t('branches.confirmDelete', { name: branch.name }),
      onConfirm: () => remove.mutate(branch._id),
    });

  return (
    <>
      <PageHeader title={t('branches.title')}>
        {may && (
          <BranchModal
            trigger={(open) => (
              <Button leftSection={<IconPlus size={16} />} onClick={open}>
                {t('common:actions.add')}
              </Button>
            )}
          />
        )}
      </PageHeader>
      <DataTable
        key={i18n.language}
        caption={t('branches.title')}
        rows={all}
        loading={branches.isPending}
        rowKey={(b) => b._id}
        noun={[t('branches.nounOne'), t('branches.nounMany')]}
        defaultSort={{ key: t('branches.name'), direction: 'asc' }}
        paging="client"
        empty={branches.isError ? t('branches.loadFailed') : t('branches.empty')}
        columns={[
          { header: t('branches.name'), sortBy: (b) => b.name, cell: (b) => b.name },
          { header: t('branches.address'), cell: (b) => b.address ?? '' },
          { header: t('branches.phoneNumber'), cell: (b) => b.phoneNumber ?? '' },
          { header: t('branches.sellers'), sortBy: (b) => b.sellers, cell: (b) => b.sellers },
          {
            header: t('branches.supervisors'),
            sortBy: (b) => b.supervisors,
            cell: (b) => b.supervisors,
          },
          {
            header: t('branches.staff'),
            sortBy: (b) => b.staff ?? 0,
            cell: (b) => b.staff ?? 0,
          },
          {
            header: t('common:fields.active'),
            width: 90,
            sortBy: (b) => (b.isActive ? 0 : 1),
            cell: (b) => (
              <Badge variant="light" color={b.isActive ? 'teal' : 'gray'}>
                {b.isActive ? t('common:choices.yes') : t('common:choices.no')}
              </Badge>
            ),
          },
          {
            header: t('common:fields.actions'),
            actions: true,
            width: 130,
            cell: (b) => (
              <Group gap={4} wrap="nowrap">
                {/* Issue 39: the branch's own payout terms, on the Payment terms screen. */}
                <Tooltip label={t('paymentTerms.title')}>
                  <ActionIcon
                    variant="subtle"
                    component={Link}
                    to={`/subadmin/paymentcondition?branch=${b._id}`}
                    aria-label={t('paymentTerms.branch.modalTitle', { name: b.name })}
                  >
                    <IconReceipt size={18} />
                  </ActionIcon>
                </Tooltip>
                <BranchModal
                  editing={b}
                  trigger={(open) => (
                    <RowActions
                      name={b.name}
                      onEdit={may ? open : undefined}
                      onDelete={may ? () => askDelete(b) : undefined}
                    />
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
