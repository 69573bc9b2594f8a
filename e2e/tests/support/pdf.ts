import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as the PDF places it, in points from the page's bottom left. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A printed page read back: its runs of text, and its lines top to bottom (runs joined by a space). */
export interface PdfPage {
  /** in points: A4 is 595 wide, an 80 mm roll 227 */
  width: number;
  texts: PdfText[];
  lines: string[];
  text: string;
}

/**
 * Prints the page as Chromium would on paper (print media) and reads the text back with
 * pdf.js: what a printer would get, page by page. `slip`: an 80 mm roll; `a4` otherwise.
 */
export async function printToPdf(page: Page, paper: 'slip' | 'a4'): Promise<PdfPage[]> {
  await page.emulateMedia({ media: 'print' });
  const bytes =
    paper === 'slip'
      ? await page.pdf({ width: '80mm', height: '297mm', printBackground: false })
      : await page.pdf({ format: 'A4', printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  return readPdf(bytes);
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const sheet = await pdf.getPage(n);
    const content = await sheet.getTextContent();
    const texts: PdfText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , scaleY = 0, x = 0, y = 0] = item.transform as number[];
      texts.push({ text: item.str, x, y, width: item.width, height: item.height || scaleY });
    }
    const lines = linesOf(texts);
    pages.push({ width: sheet.view[2] ?? 0, texts, lines, text: lines.join('\n') });
  }
  await pdf.destroy();
  return pages;
}

/** Runs on the same baseline (within 2 pt) make a line, left to right; lines top to bottom. */
function linesOf(texts: PdfText[]): string[] {
  const rows: PdfText[][] = [];
  for (const t of [...texts].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r[0]!.y - t.y) < 2);
    if (row) row.push(t);
    else rows.push([t]);
  }
  return rows.map((r) =>
    r
      .sort((a, b) => a.x - b.x)
      .map((t) => t.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * Runs of text printed over one another (a sticky header over a row, a link over a name):
 * pairs whose boxes cross by more than a point each way.
 */
export function overlapping(page: PdfPage): [string, string][] {
  const found: [string, string][] = [];
  const { texts } = page;
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) found.push([a.text, b.text]);
    }
  }
  return found;
}

/** Runs of text past the sheet's right edge, where the printer cuts them off. */
export const pastTheEdge = (page: PdfPage) =>
  page.texts.filter((t) => t.x + t.width > page.width + 0.5).map((t) => t.text);

/** How many times `needle` is printed on a page (on any line). */
export const timesOn = (page: PdfPage, needle: string) =>
  page.lines.reduce((n, line) => n + line.split(needle).length - 1, 0);
