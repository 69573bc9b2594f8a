import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../lib/format.ts';
import { readSession } from '../lib/session.ts';
import './print.css';

/** The sheets open now, oldest first: the newest prints (a receipt opened from a statement). */
const open: HTMLElement[] = [];

function markNewest() {
  open.forEach((sheet, i) => sheet.toggleAttribute('data-print-current', i === open.length - 1));
}

/**
 * A printout of its own, inside a dialog (a slip, a receipt, a statement): on paper it prints
 * alone, once and whole (print.css); on screen it is the dialog's content as it is.
 * `slip` is 72 mm wide for an 80 mm roll; `a4` takes the sheet's width.
 */
export function PrintSheet(props: {
  format: 'slip' | 'a4';
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    open.push(sheet);
    markNewest();
    return () => {
      open.splice(open.indexOf(sheet), 1);
      sheet.removeAttribute('data-print-current');
      markNewest();
    };
  }, []);
  return (
    <div
      ref={ref}
      className={['print-sheet', props.className].filter(Boolean).join(' ')}
      data-format={props.format}
      data-testid={props.testId}
    >
      {props.children}
    </div>
  );
}

/**
 * What heads every printout, on paper only: the company, what it is (a page's own title prints
 * below it), the day or period it covers, and when it was printed (a sheet found in a drawer
 * says which day it is from).
 */
export function PrintHeading(props: { title?: string; period: string }) {
  const { t } = useTranslation('reports');
  return (
    <div className="print-only" data-testid="print-heading">
      <Text fw={700}>{readSession()?.company}</Text>
      <Text>{[props.title, props.period].filter(Boolean).join(' · ')}</Text>
      <Text size="xs">
        {t('print.printedAt', { when: displayDateTime(new Date().toISOString()) })}
      </Text>
    </div>
  );
}

/** Who signs a printout: the seller handing in, the cashier taking, the supervisor, the owner. */
export type Signer = 'seller' | 'cashier' | 'supervisor' | 'owner';

/** A line to sign for each person named, side by side (they wrap on a slip). */
export function SignatureLines({ signers }: { signers: Signer[] }) {
  const { t } = useTranslation('reports');
  return (
    <Group
      className="signature-lines"
      data-testid="signature-lines"
      aria-label={t('print.signatures')}
      role="group"
      gap="lg"
      mt="xl"
      grow
      align="flex-end"
    >
      {signers.map((who) => (
        <Stack key={who} gap={2} miw={150}>
          <div style={{ borderBottom: '1px solid currentColor', height: 32 }} />
          <Text size="sm">{t(`print.${who}`)}</Text>
        </Stack>
      ))}
    </Group>
  );
}
