import { Button, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readSession } from '../../lib/session.ts';

/**
 * The 80 mm slip every cash-up print uses (a remittance receipt, a seller's day): the company,
 * a title, label/value lines and a footer, printed alone (cash-up.css `.remittance-receipt`).
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
      <div className="remittance-receipt" data-testid={props.testId}>
        <Text fw={700}>{readSession()?.company}</Text>
        <Text>{props.title}</Text>
        <dl>
          {props.lines.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {props.footer && <Text size="xs">{props.footer}</Text>}
      </div>
      <Group justify="flex-end" mt="md">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('cashUp.print')}
        </Button>
      </Group>
    </>
  );
}
