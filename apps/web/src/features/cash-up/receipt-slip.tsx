import { Button, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrintSheet } from '../../components/print-sheet.tsx';
import { readSession } from '../../lib/session.ts';

/**
 * The 80 mm slip every cash-up print uses (a remittance receipt, a seller's day): the company,
 * a title, label/value lines and a footer, printed alone, once and whole (print-sheet.tsx).
 */
export function ReceiptSlip(props: {
  title: string;
  lines: (readonly [string, string])[];
  footer?: string;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      <PrintSheet format="slip" className="remittance-receipt" testId={props.testId}>
        <Text fw={700}>{readSession()?.company}</Text>
        <Text>{props.title}</Text>
        <dl>
          {props.lines.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {props.footer && <Text size="xs">{props.footer}</Text>}
      </PrintSheet>
      <Group justify="flex-end" mt="md">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('cashUp.print')}
        </Button>
      </Group>
    </>
  );
}
