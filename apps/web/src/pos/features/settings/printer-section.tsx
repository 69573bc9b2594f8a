import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPaperWidth } from '../../lib/ticket-print/paper-width.ts';
import {
  PRINTER_KINDS,
  readAutoPrint,
  readPrinterKind,
  saveAutoPrint,
  savePrinterKind,
  type PrinterKind,
} from '../../lib/receipt-printer/printer-settings.ts';
import { printerAvailable } from '../../lib/receipt-printer/transports.ts';

type TestState = 'printing' | 'printed' | 'failed' | null;

/** The device's printer: how it prints, automatically or not, and a test print. */
export function PrinterSection() {
  const { t } = useTranslation('posScreens');
  const [kind, setKind] = useState<PrinterKind>(readPrinterKind);
  const [auto, setAuto] = useState(readAutoPrint);
  const [saved, setSaved] = useState(false);
  const [test, setTest] = useState<TestState>(null);

  const choose = (next: PrinterKind) => {
    savePrinterKind(next);
    setKind(next);
    // Each printer kind has its own default (on for a direct printer): read it back.
    setAuto(readAutoPrint());
    setSaved(true);
    setTest(null);
  };
  const switchAuto = (on: boolean) => {
    saveAutoPrint(on);
    setAuto(on);
  };
  const printTest = async () => {
    if (kind === 'browser') return;
    setTest('printing');
    try {
      const { printTestPage } = await import('../../lib/receipt-printer/print-direct.ts');
      await printTestPage(kind, readPaperWidth(), [
        t('settings.testTitle'),
        t('settings.testAccents'),
        t(`settings.printerKind.${kind}`),
      ]);
      setTest('printed');
    } catch {
      setTest('failed');
    }
  };

  return (
    <section className="pk-card st-section">
      <fieldset className="st-fieldset">
        <legend className="st-heading">{t('settings.printer')}</legend>
        <div className="st-printers">
          {PRINTER_KINDS.map((option) => {
            const available = printerAvailable(option);
            return (
              <label key={option} className="st-choice" data-checked={kind === option}>
                <input
                  type="radio"
                  name="printer"
                  value={option}
                  checked={kind === option}
                  disabled={!available}
                  onChange={() => choose(option)}
                />
                <span className="st-printer-text">
                  {t(`settings.printerKind.${option}`)}
                  {!available && <span className="pk-hint">{t('settings.printerMissing')}</span>}
                </span>
              </label>
            );
          })}
        </div>
        <p className="pk-hint">{t('settings.printerHelp')}</p>
        <p className="pk-note" role="status">
          {saved && t('settings.printerSaved', { printer: t(`settings.printerKind.${kind}`) })}
        </p>
      </fieldset>
      {kind !== 'browser' && (
        <label className="st-switch">
          <input type="checkbox" checked={auto} onChange={(e) => switchAuto(e.target.checked)} />
          {t('settings.autoPrint')}
        </label>
      )}
      {kind !== 'browser' && (
        <button
          type="button"
          className="pk-btn"
          onClick={() => void printTest()}
          disabled={test === 'printing'}
          aria-busy={test === 'printing'}
        >
          {test === 'printing' ? t('settings.testPrinting') : t('settings.testPrint')}
        </button>
      )}
      <p className="pk-note" role="status">
        {test === 'printed' && t('settings.testPrinted')}
        {test === 'failed' && t('settings.testFailed')}
      </p>
    </section>
  );
}
