import { DEFAULT_CONDITIONS, PAYMENT_TERM_LAYOUT } from '@tiraj/domain';
import type { Doc, Dump } from './read-dump.ts';

/** Centimes sold and won. */
export interface Figures {
  sold: number;
  won: number;
}

/*
 * LotterySoft's arithmetic on its own documents, written apart from the importer on purpose: no
 * reader of the import (dates, names, amounts, results, terms) is used here, so a wrong reading in
 * the import shows in the money proof as a difference instead of agreeing with itself. The fields
 * are read as LotterySoft's code uses them: names compared as stored, a day as
 * `date.substring(0,10)` of its JSON form.
 */

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
/** An ObjectId (read as its hex) or a populated reference. */
const ref = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && '_id' in v
      ? ref((v as { _id: unknown })._id)
      : '';
const number = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const yes = (v: unknown) => v === true || v === 'true';
const docs = (v: unknown): Doc[] =>
  Array.isArray(v) ? v.filter((x): x is Doc => !!x && typeof x === 'object') : [];
/** The day LotterySoft's clients show: the first ten characters of the date's ISO form. */
const dayShown = (v: unknown): string => {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString().substring(0, 10) : '(no date)';
};
const place = (game: unknown, position: unknown) =>
  `${text(game)}#${position === undefined || position === null ? 1 : number(position)}`;

/** A payment term's condition at each place (game and position), numbers or laid-out entries. */
function conditionsAt(doc: Doc | undefined): Map<string, number> {
  const byPlace = new Map(
    PAYMENT_TERM_LAYOUT.map((p, i) => [place(p.gameCategory, p.position), DEFAULT_CONDITIONS[i]!]),
  );
  const raw: unknown[] = doc && Array.isArray(doc.conditions) ? doc.conditions : [];
  raw.forEach((c, i) => {
    if (c && typeof c === 'object' && 'gameCategory' in c) {
      const entry = c as Doc;
      byPlace.set(place(entry.gameCategory, entry.position), number(entry.condition));
    } else {
      const p = PAYMENT_TERM_LAYOUT[i];
      if (p) byPlace.set(place(p.gameCategory, p.position), number(c));
    }
  });
  return byPlace;
}

/** `LotterySoft company id|seller id|day` → what its tickets sold and won. */
export type Ledger = Map<string, Figures>;
const ledgerKey = (company: string, seller: string, day: string) => `${company}|${seller}|${day}`;

/**
 * Per company, seller and draw day of the companies given: a ticket not deleted sells its lines
 * but the bonus ones; a line (bonus too) wins, at each stored result entry of its draw and day
 * whose game it plays and whose number it equals as typed, its amount × the company's condition
 * at that entry. Tickets of a draw the dump no longer has are left out (the report lists them).
 */
export function lotterySoftLedger(dump: Dump, companyIds: Set<string>): Ledger {
  const companyOf = new Map<string, string>();
  for (const u of dump.users)
    if (text(u.role).toLowerCase() === 'seller') companyOf.set(ref(u._id), ref(u.subAdminId));
  const draws = new Set(dump.lotterycategories.map((d) => text(d.lotteryName)));
  const results = new Map<string, Doc[]>();
  for (const r of dump.winningnumbers)
    results.set(`${text(r.lotteryCategoryName)}|${dayShown(r.date)}`, docs(r.numbers));
  const terms = new Map<string, Doc>();
  for (const t of dump.paymentterms)
    terms.set(`${ref(t.subAdmin ?? t.subAdminId)}|${text(t.lotteryCategoryName)}`, t);
  const conditions = new Map<string, Map<string, number>>();

  const ledger: Ledger = new Map();
  for (const ticket of dump.tickets()) {
    const seller = ref(ticket.seller);
    const company = companyOf.get(seller);
    const draw = text(ticket.lotteryCategoryName);
    if (!company || !companyIds.has(company) || !draws.has(draw)) continue;
    const day = dayShown(ticket.date);
    const key = ledgerKey(company, seller, day);
    const figures = ledger.get(key) ?? { sold: 0, won: 0 };
    ledger.set(key, figures);
    if (yes(ticket.isDelete)) continue;
    const termKey = `${company}|${draw}`;
    const rates = conditions.get(termKey) ?? conditionsAt(terms.get(termKey));
    conditions.set(termKey, rates);
    const entries = results.get(`${draw}|${day}`) ?? [];
    for (const line of docs(ticket.numbers)) {
      const cents = Math.round(number(line.amount) * 100);
      if (!yes(line.bonus)) figures.sold += cents;
      for (const entry of entries) {
        const hit =
          text(entry.number) !== '' &&
          text(entry.gameCategory) === text(line.gameCategory) &&
          text(entry.number) === text(line.number);
        if (hit) {
          const rate = rates.get(place(entry.gameCategory, entry.position)) ?? 0;
          figures.won += Math.round((cents * Math.round(rate * 100)) / 100);
        }
      }
    }
  }
  return ledger;
}
