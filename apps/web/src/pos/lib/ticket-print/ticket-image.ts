import type { TicketLayout } from './ticket-layout.ts';
import type { QrMatrix } from './ticket-qr.ts';

/** 72 mm at 203 dpi: the printable width of a receipt, sharp enough on a phone screen. */
const WIDTH = 576;
const PAD = 28;
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MONO = 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace';

type Ctx = CanvasRenderingContext2D;

/** Words of `text` on lines no wider than `max`. */
function wrap(ctx: Ctx, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the ticket from the top; answers where it ended (the first pass only measures). */
function draw(ctx: Ctx, t: TicketLayout, qr: QrMatrix, logo: HTMLImageElement | null): number {
  const inner = WIDTH - PAD * 2;
  const words = t.words;
  let y = PAD;
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  ctx.textBaseline = 'top';

  const text = (s: string, font: string, x: number, align: CanvasTextAlign) => {
    ctx.font = font;
    ctx.textAlign = align;
    ctx.fillText(s, x, y);
  };
  const rule = (dashed: boolean) => {
    ctx.setLineDash(dashed ? [8, 6] : []);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(PAD, y);
    ctx.lineTo(WIDTH - PAD, y);
    ctx.stroke();
    ctx.setLineDash([]);
    y += 14;
  };
  const copyMark = (word = words.copy) => {
    ctx.lineWidth = 3;
    ctx.strokeRect(PAD, y, inner, 52);
    y += 8;
    text(word, `800 36px ${SANS}`, WIDTH / 2, 'center');
    y += 60;
  };

  if (t.copy) copyMark();
  if (t.offlineCode) copyMark(words.offline);
  if (logo && logo.naturalWidth > 0) {
    const scale = Math.min(200 / logo.naturalWidth, 110 / logo.naturalHeight, 1);
    const w = logo.naturalWidth * scale;
    const h = logo.naturalHeight * scale;
    ctx.drawImage(logo, (WIDTH - w) / 2, y, w, h);
    y += h + 12;
  }
  ctx.font = `700 34px ${SANS}`;
  for (const line of wrap(ctx, t.company, inner)) {
    text(line, `700 34px ${SANS}`, WIDTH / 2, 'center');
    y += 42;
  }
  for (const contact of [t.address, t.phone && `${words.phone} ${t.phone}`]) {
    if (!contact) continue;
    ctx.font = `22px ${SANS}`;
    for (const line of wrap(ctx, contact, inner)) {
      text(line, `22px ${SANS}`, WIDTH / 2, 'center');
      y += 30;
    }
  }
  y += 6;
  rule(true);
  for (const [label, value] of [
    [words.seller, t.seller],
    [words.draw, t.draw],
    [words.drawDate, t.drawDate],
    [words.soldAt, t.soldAt],
  ] as const) {
    text(label, `24px ${SANS}`, PAD, 'left');
    ctx.font = `24px ${SANS}`;
    const labelWidth = ctx.measureText(label).width;
    ctx.font = `600 24px ${SANS}`;
    // A value too long for the label's line goes whole to the next line, never cut mid-word.
    if (labelWidth + 12 + ctx.measureText(value).width > inner) y += 30;
    text(value, `600 24px ${SANS}`, WIDTH - PAD, 'right');
    y += 34;
  }
  rule(true);
  text(words.ticketId, `22px ${SANS}`, WIDTH / 2, 'center');
  y += 30;
  text(t.ticketId, `800 60px ${MONO}`, WIDTH / 2, 'center');
  y += 74;
  rule(false);
  const numberX = PAD + 190;
  text(words.game, `600 22px ${SANS}`, PAD, 'left');
  text(words.number, `600 22px ${SANS}`, numberX, 'left');
  text(words.amount, `600 22px ${SANS}`, WIDTH - PAD, 'right');
  y += 32;
  for (const line of t.lines) {
    text(line.bonus ? `${line.game} ${words.bonus}` : line.game, `26px ${SANS}`, PAD, 'left');
    text(line.number, `700 28px ${MONO}`, numberX, 'left');
    text(line.bonus ? words.free : line.amount, `28px ${MONO}`, WIDTH - PAD, 'right');
    y += 38;
    if (line.digits) {
      text(line.digits, `italic 22px ${SANS}`, PAD + 16, 'left');
      y += 30;
    }
    if (line.potentialWin) {
      text(words.potentialWin, `italic 22px ${SANS}`, PAD + 16, 'left');
      text(line.potentialWin, `italic 22px ${MONO}`, WIDTH - PAD, 'right');
      y += 30;
    }
  }
  rule(false);
  text(words.total, `800 30px ${SANS}`, PAD, 'left');
  text(t.total, `800 30px ${MONO}`, WIDTH - PAD, 'right');
  y += 48;

  // Whole pixels for every module (a logo's height can leave y fractional): no hairlines.
  y = Math.round(y);
  const module = Math.floor(240 / (qr.length + 4));
  const side = module * (qr.length + 4);
  const left = Math.floor((WIDTH - side) / 2);
  qr.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) ctx.fillRect(left + (c + 2) * module, y + (r + 2) * module, module, module);
    }),
  );
  y += side + 12;
  if (t.validity) {
    ctx.font = `700 24px ${SANS}`;
    for (const line of wrap(ctx, t.validity, inner)) {
      text(line, `700 24px ${SANS}`, WIDTH / 2, 'center');
      y += 32;
    }
  }
  if (t.copy) copyMark();
  if (t.offlineCode) copyMark(words.offline);
  text(words.goodLuck, `24px ${SANS}`, WIDTH / 2, 'center');
  return y + 34 + PAD;
}

/** The company logo, or null when it cannot be had within a moment (the ticket goes without). */
function loadLogo(src: string | null): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => resolve(null), 3000);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

/** The ticket as a PNG, drawn on a canvas (black on white, QR included). */
export async function ticketPng(layout: TicketLayout, qr: QrMatrix): Promise<Blob> {
  const logo = await loadLogo(layout.logo);
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('canvas unavailable');
  const height = draw(measure, layout, qr, logo);
  const canvas = Object.assign(document.createElement('canvas'), { width: WIDTH, height });
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, WIDTH, height);
  draw(ctx, layout, qr, logo);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}
