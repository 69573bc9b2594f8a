import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * A screen's title with its actions (ADD …) on the right; wraps on a phone. The browser tab
 * says the same title.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" mb="lg" gap="sm">
      {/* A long seller or company name in a title breaks rather than widen a phone's page. */}
      <Title order={2} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
