import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDeviceSession } from '../../lib/device-session.ts';
import type { DayReportPrint } from '../../lib/receipt-printer/escpos-report.ts';
import { readPrinterKind } from '../../lib/receipt-printer/printer-settings.ts';
import { readPaperWidth } from '../../lib/ticket-print/paper-width.ts';

type Outcome = 'printing' | 'printed' | 'failed' | null;

/** Prints the day's figures on the device's printer (ESC/POS), or through the browser's dialog. */
export function PrintReport({ report }: { report: Omit<DayReportPrint, 'company' | 'seller'> }) {
  const { t } = useTranslation('posScreens');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const print = async () => {
    const kind = readPrinterKind();
    if (kind === 'browser') {
      window.print();
      return;
    }
    setOutcome('printing');
    try {
      const session = readDeviceSession();
      const { printReportDirect } = await import('../../lib/receipt-printer/print-direct.ts');
      await printReportDirect(
        kind,
        { ...report, company: session?.company ?? '', seller: session?.userName ?? '' },
        readPaperWidth(),
      );
      setOutcome('printed');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className="md-print-report">
      <button
        type="button"
        className="pk-btn"
        onClick={() => void print()}
        disabled={outcome === 'printing'}
        aria-busy={outcome === 'printing'}
      >
        {outcome === 'printing' ? t('day.report.printing') : t('day.report.print')}
      </button>
      <p className="pk-note" role="status">
        {outcome === 'printed' && t('day.report.printed')}
        {outcome === 'failed' && t('day.report.printFailed')}
      </p>
    </div>
  );
}
