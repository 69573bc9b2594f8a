import { Select } from '@mantine/core';
import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRANCH_PATHS, type BranchList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';

/** Issue 39: the company's branches, managed on their own screen, picked on the people forms and filters. */
export const branchesKey = ['branches'] as const;

export const branchesQuery = () =>
  queryOptions({
    queryKey: branchesKey,
    queryFn: ({ signal }) => get<BranchList>(BRANCH_PATHS.list, signal).then((a) => a.data),
  });

/** `meta`: the branches' own screen toasts a failure; the screens that pick one do not. */
export function useBranches(meta?: QueryMeta, enabled = true) {
  return useQuery({ ...branchesQuery(), meta, enabled });
}

/**
 * The branch filter's choices (issue 39): the subadmin's branches, by name; none for a supervisor
 * (the branches are the subadmin's) or a company without branches, so no filter shows.
 */
export function useBranchOptions(reader: 'subadmin' | 'supervisor' | 'admin') {
  const branches = useBranches(undefined, reader === 'subadmin');
  return reader === 'subadmin'
    ? (branches.data ?? []).map((b) => ({ value: b._id, label: b.name }))
    : undefined;
}

/** The chosen branch's name (a file name or a heading says which branch it holds); '' for none. */
export const branchNameOf = (
  options: { value: string; label: string }[] | undefined,
  id?: string,
) => (id && options?.find((o) => o.value === id)?.label) || '';

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

/**
 * Issue 39: the branch a person works in (a seller's, a supervisor's, a staff account's), on the
 * subadmin's people forms; shown only when the company has branches. Cleared: no branch. The
 * words are the form's own (a staff account without a branch reaches every branch).
 */
export function BranchField(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  label: string;
  placeholder: string;
  description?: string;
}) {
  const branches = useBranchOptions('subadmin');
  if (!branches?.length) return null;
  return <Select {...props} data={branches} clearable comboboxProps={{ withinPortal: true }} />;
}
