import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

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
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
