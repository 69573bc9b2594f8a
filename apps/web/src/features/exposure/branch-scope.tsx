import { Alert } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 39: which board is shown, one branch's or the whole company's, and that the limits
 * protect the whole company (their columns count every branch). Only for a company with branches.
 */
export function BranchScope({ branchName }: { branchName: string }) {
  const { t } = useTranslation('risk');
  return (
    <Alert
      variant="light"
      color={branchName ? 'blue' : 'gray'}
      icon={<IconBuildingStore size={18} />}
      data-testid="risk-branch-scope"
      p="xs"
    >
      {branchName ? t('branch.one', { name: branchName }) : t('branch.whole')}
    </Alert>
  );
}
