import type { PaperWidth } from './paper-width.ts';

const PAGE_STYLE_ID = 'tp-page-size';
const PX_PER_MM = 96 / 25.4;

/**
 * The `@page` rule for one print: the roll's width and exactly the ticket's
 * length, so a receipt printer feeds one ticket and a desk printer one page.
 */
export function pageRule(width: PaperWidth, heightPx: number): string {
  const height = Math.max(40, Math.ceil(heightPx / PX_PER_MM) + 4);
  return `@page { size: ${width}mm ${height}mm; margin: 0 }`;
}

/** Prints the print-only copy of the ticket (`.tp-print-copy`) through the browser. */
export function printTicket(width: PaperWidth) {
  const copy = document.querySelector<HTMLElement>('.tp-print-copy');
  let style = document.getElementById(PAGE_STYLE_ID);
  if (!style) {
    style = Object.assign(document.createElement('style'), { id: PAGE_STYLE_ID });
    document.head.append(style);
  }
  style.textContent = pageRule(width, copy?.offsetHeight ?? 0);
  window.print();
}
