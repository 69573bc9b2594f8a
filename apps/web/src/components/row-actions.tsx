import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The edit and delete icons of a row or card, labelled for screen readers and tests. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" aria-label={t('lists.editNamed', { name })} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('lists.deleteNamed', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
