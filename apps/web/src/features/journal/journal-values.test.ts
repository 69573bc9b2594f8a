import type { AuditRecord } from '@tiraj/domain/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enCompany from '../../i18n/locales/en/company.ts';
import enOffline from '../../i18n/locales/en/offline.ts';
import enReports from '../../i18n/locales/en/reports.ts';
import frCompany from '../../i18n/locales/fr/company.ts';
import frOffline from '../../i18n/locales/fr/offline.ts';
import frReports from '../../i18n/locales/fr/reports.ts';
import htCompany from '../../i18n/locales/ht/company.ts';
import htOffline from '../../i18n/locales/ht/offline.ts';
import htReports from '../../i18n/locales/ht/reports.ts';
import { changeLines, humanised, lineText } from './detail-text.ts';
import { journalCsv } from './journal-csv.ts';
import type { JournalWords } from './journal-columns.tsx';
import { journalValueWord } from './journal-values.ts';

const i18n = createInstance();
await i18n.init({
  resources: {
    en: { reports: enReports, offline: enOffline, company: enCompany },
    fr: { reports: frReports, offline: frOffline, company: frCompany },
    ht: { reports: htReports, offline: htOffline, company: htCompany },
  },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
const wordsIn = (language: 'en' | 'fr' | 'ht') => {
  const t = i18n.getFixedT(language, ['reports', 'offline', 'company']);
  return {
    t,
    words: {
      label: (key: string) => (key === 'kind' ? t('journal.fields.kind') : humanised(key)),
      yesNo: (yes: boolean) => String(yes),
      value: (field: string, value: string) => journalValueWord(t, field, value),
    },
  };
};

describe("a Journal value that is a code, in the reader's words (issue 38)", () => {
  it.each([
    ['ht', 'reversal', 'Kalite: Antre ranvèse'],
    ['fr', 'reversal', 'Type: Contre-écriture'],
    ['en', 'remittance', 'Type: Cash'],
    ['fr', 'opening', 'Type: Solde d’ouverture'],
  ] as const)('%s: a Caisse entry of kind %s reads "%s"', (language, kind, expected) => {
    const lines = changeLines(null, { kind }, wordsIn(language).words);
    expect(lines.map(lineText)).toEqual([expected]);
  });

  it("a held offline ticket's reason, as the held tickets' screen says it", () => {
    const { words } = wordsIn('fr');
    expect(changeLines(null, { heldFor: 'cap' }, words).map(lineText)).toEqual([
      'Held for: Dépasse le plafond par boule',
    ]);
  });

  it.each([
    ['ht', 'Bonus flag: menm jan ak konpayi a → true'],
    ['fr', 'Bonus flag: comme la compagnie → true'],
    ['en', 'Bonus flag: as the company → true'],
  ] as const)(
    '%s: a branch\'s switch taken from the company\'s reads "%s" (issue 39)',
    (language, expected) => {
      const lines = changeLines(
        { bonusFlag: 'company' },
        { bonusFlag: true },
        wordsIn(language).words,
      );
      expect(lines.map(lineText)).toEqual([expected]);
    },
  );

  it("a branch's own payout term and the company's, before and after (issue 39)", () => {
    const { words } = wordsIn('fr');
    expect(
      changeLines({ conditions: [60, 20] }, { conditions: 'company' }, words).map(lineText),
    ).toEqual(['conditions: 60, 20 → comme la compagnie']);
  });

  it.each([
    ['en', 'cashier', 'Cashier'],
    ['fr', 'cashier', 'Caissier'],
    ['ht', 'auditor', 'Oditè'],
  ] as const)('a staff role in %s: %s → %s (issue 39)', (language, role, word) => {
    const { t } = wordsIn(language);
    expect(journalValueWord(t, 'staffRole', role)).toBe(word);
  });

  it('a field that is not a code, or a code it does not know, stays as it is', () => {
    const { t } = wordsIn('fr');
    expect(journalValueWord(t, 'note', 'reversal')).toBeUndefined();
    expect(journalValueWord(t, 'kind', 'adjustment')).toBeUndefined();
  });

  it("the Journal's file says the same words", () => {
    const { t, words } = wordsIn('ht');
    const record = { before: null, after: { kind: 'reversal' } } as Pick<
      AuditRecord,
      'before' | 'after'
    >;
    const w = { t, words: () => words } as unknown as JournalWords;
    const after = journalCsv(w).find((c) => c.header === t('journal.after'))!;
    expect(after.value(record as AuditRecord)).toBe('Kalite: Antre ranvèse');
  });
});
