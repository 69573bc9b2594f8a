import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../lib/queries/branches.ts';

/**
 * Issue 39: the branch a seller or supervisor works in, on the subadmin's people forms; shown
 * only when the company has branches. Cleared: no branch.
 */
export function BranchSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation('company');
  const branches = useBranchOptions('subadmin');
  if (!branches?.length) return null;
  return (
    <Select
      label={t('branches.name')}
      placeholder={t('branches.none')}
      data={branches}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
