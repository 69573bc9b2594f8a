import Encoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { reportEscPos, type DayReportPrint } from './escpos-report.ts';

const report: DayReportPrint = {
  title: 'Rapò vant mwen',
  company: 'Bòlèt Lakay',
  seller: 'jean-pv',
  day: '26/11/2026',
  figures: [
    ['Total vant', '1\u202f250,00\u00a0HTG'],
    ['Fich ki genyen', '500,00\u00a0HTG'],
    ['Benefis', '750,00\u00a0HTG'],
    ['Ou peye an kach', '0,00\u00a0HTG'],
    ['Komisyon mwen', '125,00\u00a0HTG'],
    ['Sa w dwe', '1\u202f125,00\u00a0HTG'],
  ],
};

describe('reportEscPos', () => {
  it.each([58, 80] as const)('prints the day at %s mm as the golden bytes', async (width) => {
    const hex = Buffer.from(reportEscPos(Encoder, report, width)).toString('hex');
    await expect(hex.replace(/0a/g, '0a\n')).toMatchFileSnapshot(
      `./__golden__/report-${width}.hex`,
    );
  });

  it('puts each figure at the right edge of the line, in CP858', () => {
    const text = Buffer.from(reportEscPos(Encoder, report, 58)).toString('latin1');
    expect(text).toContain('\x1bt\x13');
    expect(text).toContain(`Total vant${' '.repeat(32 - 10 - 12)}1 250,00 HTG`);
    expect(text).toContain('Rap\x95 vant mwen');
    expect(text).not.toContain('?');
  });

  it("prints the screen's minus (U+2212) as a hyphen, which CP858 has (issue 38)", () => {
    const owing = {
      ...report,
      figures: [['Sa w dwe', '\u2212775,00\u00a0HTG']] as [string, string][],
    };
    const text = Buffer.from(reportEscPos(Encoder, owing, 58)).toString('latin1');
    expect(text).toContain('-775,00 HTG');
    expect(text).not.toContain('?');
  });

  it('prints the day by draw as the screen shows it, a long name on a line of its own (issue 37)', () => {
    const withDraws: DayReportPrint = {
      ...report,
      draws: {
        title: 'Pa tiraj',
        headers: ['Tiraj', 'Fich', 'Vann', 'Anile'],
        rows: [
          ['NY', '3', '1\u202f250,00\u00a0HTG', '1'],
          ['Florida Midi', '12', '80,00\u00a0HTG', '0'],
        ],
      },
    };
    const text = Buffer.from(reportEscPos(Encoder, withDraws, 58)).toString('latin1');
    // 32 columns: the name in 8, then the tickets, the amount and the cancelled right-aligned.
    const table = [
      'Tiraj    Fich         Vann Anile',
      'NY          3 1 250,00 HTG     1',
      'Florida Midi',
      '           12    80,00 HTG     0',
    ];
    expect(text).toContain(`Pa tiraj`);
    // (the encoder ends a line with LF and starts the next with CR)
    expect(text).toContain(table.join('\n\r'));
    // The report without its table prints as before (the golden bytes above).
    expect(text.length).toBeGreaterThan(
      Buffer.from(reportEscPos(Encoder, report, 58)).toString('latin1').length,
    );
  });
});
