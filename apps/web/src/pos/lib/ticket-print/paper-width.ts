const KEY = 'tiraj.pos.paperWidth';

/** The receipt paper of this device: 58 mm (POS terminals) or 80 mm (desk printers). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** What a stored value means; anything else is the POS terminal's 58 mm. */
export function paperWidthOf(stored: string | null | undefined): PaperWidth {
  return stored === '80' ? 80 : 58;
}

export function readPaperWidth(): PaperWidth {
  try {
    return paperWidthOf(localStorage.getItem(KEY));
  } catch {
    return 58;
  }
}

export function savePaperWidth(width: PaperWidth) {
  localStorage.setItem(KEY, String(width));
}
