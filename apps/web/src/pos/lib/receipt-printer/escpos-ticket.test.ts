import Encoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import type { TicketLayout } from '../ticket-print/ticket-layout.ts';
import { COLUMNS, printable, testPageEscPos, ticketEscPos } from './escpos-ticket.ts';

const NNBSP = '\u202f';

/** A ticket as the layout gives it in Kreyòl: accents, a mariage's ×, French-style thousands. */
const layout: TicketLayout = {
  words: {
    seller: 'Machann',
    draw: 'Tiraj',
    drawDate: 'Dat tiraj',
    soldAt: 'Lè vant',
    ticketId: 'Nimewo fich',
    game: 'Jwèt',
    number: 'Nimewo',
    amount: 'Kòb (HTG)',
    bonus: 'Bonis',
    free: 'GRATIS',
    potentialWin: 'Ka genyen',
    linePays: 'Li genyen',
    phone: 'Tel.',
    total: 'Total',
    copy: 'KOPI',
    offline: 'SAN ENTÈNÈT',
    goodLuck: 'Mèsi! Bòn chans!',
    qr: 'Kòd QR fich K7M4-2QXP',
    fileName: 'fich-K7M4-2QXP.png',
  },
  company: 'Bòlèt Lakay',
  logo: null,
  address: 'Ri Lamè 12, Pòtoprens',
  phone: '+509 3700 0000',
  validity: 'Fich valab 90 jou',
  seller: 'jean-pv',
  draw: 'New York Swa',
  drawDate: '22/11/2026',
  soldAt: '22/11/2026 13:05',
  ticketId: 'K7M4-2QXP',
  qrText: 'K7M4-2QXP',
  copy: false,
  offlineCode: null,
  lines: [
    {
      game: 'Bòlèt',
      digits: '',
      number: '27',
      amount: '50,00',
      bonus: false,
      won: false,
      payout: null,
      potentialWin: `2${NNBSP}500,00`,
    },
    {
      game: 'Maryaj',
      digits: '',
      number: '27×45',
      amount: '10,00',
      bonus: false,
      won: false,
      payout: null,
      potentialWin: `10${NNBSP}000,00`,
    },
    {
      game: 'Maryaj',
      digits: '',
      number: '08×61',
      amount: '1,00',
      bonus: true,
      won: false,
      payout: null,
      potentialWin: `1${NNBSP}000,00`,
    },
  ],
  total: `60,00\u00a0HTG`,
};

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
/** The bytes one printed line per row (split after each line feed), so a golden diff reads. */
const dump = (bytes: Uint8Array) => hex(bytes).replace(/0a/g, '0a\n');
/** What a CP858 printer shows for the bytes of plain text (control sequences left in). */
const asCp858 = (text: string) => Buffer.from(printable(text), 'latin1');
const includes = (bytes: Uint8Array, part: Uint8Array | number[]) =>
  hex(bytes).includes(hex(Uint8Array.from(part)));

describe('ticketEscPos', () => {
  it.each([58, 80] as const)('prints the ticket at %s mm as the golden bytes', async (width) => {
    await expect(dump(ticketEscPos(Encoder, layout, width))).toMatchFileSnapshot(
      `./__golden__/ticket-${width}.hex`,
    );
  });

  it('selects CP858 and writes Kreyòl accents, × and the total in it', () => {
    const bytes = ticketEscPos(Encoder, layout, 58);
    // ESC t 19: CP858 in Epson's table.
    expect(includes(bytes, [0x1b, 0x74, 19])).toBe(true);
    // "Bòlèt": ò = 0x95, è = 0x8a in CP858; "27×45": × = 0x9e.
    expect(includes(bytes, [0x42, 0x95, 0x6c, 0x8a, 0x74])).toBe(true);
    expect(includes(bytes, [0x32, 0x37, 0x9e, 0x34, 0x35])).toBe(true);
    // No character left that the code page lacks (the encoder writes `?` for those).
    expect(includes(bytes, asCp858('2 500,00'))).toBe(true);
    expect(includes(bytes, asCp858('60,00 HTG'))).toBe(true);
    expect(Buffer.from(bytes).includes(0x3f)).toBe(false);
  });

  it('prints the QR code of the ticket ID with the printer’s own command', () => {
    const bytes = ticketEscPos(Encoder, layout, 80);
    const id = [...Buffer.from('K7M4-2QXP')];
    // GS ( k, store the data (cn 49, fn 80, m 48): pL pH = 9 + 3.
    expect(includes(bytes, [0x1d, 0x28, 0x6b, 12, 0, 0x31, 0x50, 0x30, ...id])).toBe(true);
    // and print it (fn 81).
    expect(includes(bytes, [0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30])).toBe(true);
  });

  it.each([58, 80] as const)('fills the %s mm line (384 or 576 dots) and cuts', (width) => {
    const text = Buffer.from(ticketEscPos(Encoder, layout, width)).toString('latin1');
    const columns = COLUMNS[width];
    // The amount sits at the right edge of the paper's line.
    expect(text).toContain(
      `Bòlèt 27${' '.repeat(columns - 13)}50,00`.replace(/[òè]/g, (c) =>
        c === 'ò' ? '\x95' : '\x8a',
      ),
    );
    expect(text).toContain(`Maryaj 08\x9e61${' '.repeat(columns - 18)}GRATIS`);
    // GS V 1: a partial cut at the end.
    expect(text.endsWith('\x1dV\x01') || text.includes('\x1dV\x01')).toBe(true);
  });

  it('prints which lots an L4C/L5C option is made of under its line (issue 36)', () => {
    const loto5: TicketLayout = {
      ...layout,
      lines: [
        {
          ...layout.lines[0]!,
          game: 'Loto 5 · 3',
          digits: 'dènye chif L3C + 2yèm + 3yèm lo',
          number: '74512',
        },
      ],
    };
    const text = Buffer.from(ticketEscPos(Encoder, loto5, 58)).toString('latin1');
    const game = text.indexOf('Loto 5');
    // The accents are CP858 bytes: the plain part of the words is looked for.
    const digits = text.indexOf('nye chif L3C + 2y');
    expect(game).toBeGreaterThan(-1);
    expect(digits).toBeGreaterThan(game);
    // 31 characters: flush left on 58 mm (32 columns), so it stays one line; indented on 80 mm.
    expect(text.slice(digits - 3, digits - 1)).toMatch(/^[\r\n]d$/);
    expect(text.slice(digits - 2, digits + 30)).toMatch(/^[^\r\n]{31}[\r\n]$/);
    const wide = Buffer.from(ticketEscPos(Encoder, loto5, 80)).toString('latin1');
    const at = wide.indexOf('nye chif L3C + 2y');
    expect(wide.slice(at - 5, at - 1)).toMatch(/^[\r\n] {2}d$/);
  });

  it('marks a reprint KOPI at both ends', () => {
    const text = Buffer.from(ticketEscPos(Encoder, { ...layout, copy: true }, 58)).toString(
      'latin1',
    );
    expect(text.split('KOPI')).toHaveLength(3);
  });

  it('marks a ticket sold offline at both ends, its verification code in place of the ID', () => {
    const plain = Buffer.from(ticketEscPos(Encoder, layout, 58)).toString('latin1');
    expect(plain).not.toContain('SAN ENT');
    const offline: TicketLayout = {
      ...layout,
      offlineCode: 'K7M4-2QXP',
      words: { ...layout.words, ticketId: 'Kòd verifikasyon' },
    };
    const text = Buffer.from(ticketEscPos(Encoder, offline, 58)).toString('latin1');
    // The mark at the head and at the foot (its È in the printer's code page).
    expect(text.split('SAN ENT')).toHaveLength(3);
    expect(text).toContain('Kòd verifikasyon'.replace('ò', '\x95'));
    expect(text).toContain('K7M4-2QXP');
  });

  it.each([58, 80] as const)(
    'prints a French ticket’s accents in CP858, its sale time as « Vendue le … à … » (%s mm)',
    (width) => {
      const french: TicketLayout = {
        ...layout,
        words: {
          ...layout.words,
          soldAt: 'Vendue le',
          free: 'GRATUIT',
          goodLuck: 'Bonne chance !',
        },
        address: 'Rue Grégoire 12, Pétion-Ville',
        validity: 'Fiche valable 90 jours',
        soldAt: '22/11/2026 à 13:05',
      };
      const bytes = ticketEscPos(Encoder, french, width);
      const text = Buffer.from(bytes).toString('latin1');
      // é = 0x82 and à = 0x85 in CP858; label and value on one line.
      expect(text).toContain('Gr\x82goire 12, P\x82tion-Ville');
      expect(text).toMatch(/Vendue le +22\/11\/2026 \x85 13:05/);
      expect(Buffer.from(bytes).includes(0x3f)).toBe(false);
    },
  );

  it('leaves out what the company did not set', () => {
    const bare = { ...layout, address: '', phone: '', validity: '' };
    const text = Buffer.from(ticketEscPos(Encoder, bare, 58)).toString('latin1');
    expect(text).not.toContain('Tel.');
    expect(text).not.toContain('valab');
  });
});

describe('testPageEscPos', () => {
  it('prints the given lines and a ruler of the paper’s width', () => {
    const text = Buffer.from(testPageEscPos(Encoder, 80, ['Tès'])).toString('latin1');
    expect(text).toContain('T\x8as');
    expect(text).toContain('1234567890'.repeat(5).slice(0, 48));
  });
});
