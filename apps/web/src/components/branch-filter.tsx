import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Every branch: the whole company (the filter's first choice, and its value when none is chosen). */
export const ALL_BRANCHES = '';

interface Props {
  /** the company's branches; none (a company without branches, a supervisor): no filter shows */
  branches: { value: string; label: string }[] | undefined;
  /** a branch's id, or ALL_BRANCHES */
  value: string;
  onChange: (branch: string) => void;
}

/**
 * Issue 39: the branch filter of a company screen, the one shape everywhere (the search form's,
 * the home's, the risk board's): "All branches" first, then each branch by name. Shown only when
 * the company has a branch, so a company without one sees its screens as they always were.
 */
export function BranchFilter({ branches, value, onChange }: Props) {
  const { t } = useTranslation('company');
  if (!branches?.length) return null;
  return (
    <Select
      label={t('branches.name')}
      data={[{ value: ALL_BRANCHES, label: t('branches.all') }, ...branches]}
      value={value}
      onChange={(v) => onChange(v ?? ALL_BRANCHES)}
      allowDeselect={false}
      data-testid="branch-filter"
    />
  );
}
