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
});
