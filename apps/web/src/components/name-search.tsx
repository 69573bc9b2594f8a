import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The search box above a people list (Sellers, Supervisors): filters by any part of a name. */
export function NameSearch(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      aria-label={props.label}
      placeholder={t('lists.searchByName')}
      leftSection={<IconSearch size={16} />}
      size="sm"
      w={{ base: '100%', xs: 260 }}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
