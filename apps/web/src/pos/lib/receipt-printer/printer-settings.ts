/** How this device prints: the browser's dialog, or straight to a printer. */
export const PRINTER_KINDS = ['browser', 'rawbt', 'usb', 'bluetooth'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

const KIND_KEY = 'tiraj.pos.printer';
const AUTO_KEY = 'tiraj.pos.autoPrint';

export function printerKindOf(stored: string | null | undefined): PrinterKind {
  return (PRINTER_KINDS as readonly string[]).includes(stored ?? '')
    ? (stored as PrinterKind)
    : 'browser';
}

/** Automatic printing: on by default once a direct printer is set; never through the dialog. */
export function autoPrintOf(kind: PrinterKind, stored: string | null | undefined): boolean {
  if (kind === 'browser') return false;
  return stored !== 'off';
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readPrinterKind = () => printerKindOf(read(KIND_KEY));
export const readAutoPrint = () => autoPrintOf(readPrinterKind(), read(AUTO_KEY));

export function savePrinterKind(kind: PrinterKind) {
  localStorage.setItem(KIND_KEY, kind);
}

export function saveAutoPrint(on: boolean) {
  localStorage.setItem(AUTO_KEY, on ? 'on' : 'off');
}
