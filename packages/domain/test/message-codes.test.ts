import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../src/games.ts';
import { coded, englishOf } from '../src/messages/coded.ts';
import { MESSAGES, type MessageCode } from '../src/messages/codes.ts';
import { numberMismatch, numberMismatchMessage } from '../src/numbers.ts';

const CODES = Object.keys(MESSAGES) as MessageCode[];
const textsOf = (code: MessageCode) => {
  const { en } = MESSAGES[code];
  return typeof en === 'string' ? [en] : [en.one, en.other];
};
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('the message codes', () => {
  it.each(CODES)('%s has an English text naming only its declared parameters', (code) => {
    const { en, params } = MESSAGES[code];
    expect(code).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
    for (const text of textsOf(code)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\$\{|\{\{\s*\}\}/);
      for (const name of placeholdersOf(text)) expect(params).toContain(name);
    }
    if (typeof en !== 'string') expect(params).toContain(en.count);
    expect(new Set(params).size).toBe(params.length);
  });

  it('gives every code one text: no two codes say the same', () => {
    const texts = CODES.map((c) => JSON.stringify(MESSAGES[c].en));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

/** The texts the API has always sent, for the codes that carry parameters. */
const TODAY: [MessageCode, Record<string, string | number>, string][] = [
  [
    'sale.refused',
    { summary: 'BLT 13: the number is blocked; BLT 27: the amount passes the limit' },
    'This ticket cannot be sold. BLT 13: the number is blocked; BLT 27: the amount passes the limit.',
  ],
  ['sale.closed', { gameCategory: 'BLT', number: '12' }, 'BLT 12: the lottery is closed for sale'],
  [
    'sale.inactive',
    { gameCategory: 'L3C', number: '123' },
    'L3C 123: the seller or the company is inactive',
  ],
  ['sale.blocked', { gameCategory: 'MRG', number: '12×34' }, 'MRG 12×34: the number is blocked'],
  [
    'sale.percentage',
    { gameCategory: 'MRG', number: '10×20', available: 20 },
    'MRG 10×20: the amount passes the percentage limit',
  ],
  [
    'sale.limit',
    { gameCategory: 'BLT', number: '27', available: 125 },
    'BLT 27: the amount passes the limit',
  ],
  ['sale.number_format', { game: 'L4C 1', digits: 4 }, 'L4C 1 numbers are 4 digits'],
  ['signin.throttled', { minutes: 1 }, 'Too many failed sign-in attempts. Try again in 1 minute.'],
  [
    'signin.throttled',
    { minutes: 15 },
    'Too many failed sign-in attempts. Try again in 15 minutes.',
  ],
  ['rate_limit.too_many', { seconds: 1 }, 'Too many requests. Try again in 1 second.'],
  ['rate_limit.too_many', { seconds: 42 }, 'Too many requests. Try again in 42 seconds.'],
  [
    'ticket.cancel_window',
    { minutes: 1 },
    'A ticket can only be cancelled within 1 minutes of its sale, while its draw is open.',
  ],
  [
    'ticket.paid_cannot_delete',
    { when: '11/22/2026 10:05 AM', by: 'jean-pv' },
    'This ticket was paid out on 11/22/2026 10:05 AM by jean-pv: it cannot be deleted.',
  ],
  [
    'payout.already_paid',
    { when: '11/22/2026 10:05 AM', by: 'someone' },
    'This ticket was already paid out on 11/22/2026 10:05 AM by someone',
  ],
  [
    'lottery_category.not_found_named',
    { reference: 'Nowhere' },
    'Lottery category "Nowhere" not found.',
  ],
  ['seller.not_in_company', { reference: 'ti-jan' }, 'Seller "ti-jan" not found in your company.'],
  [
    'limit.exists',
    { category: 'New York', scope: 'supervisor', owner: 'marie' },
    'A limit for "New York" and supervisor "marie" already exists.',
  ],
  [
    'limit.exists_company',
    { category: 'New York' },
    'A limit for "New York" and the whole company (All) already exists.',
  ],
  [
    'lottery_category.in_use',
    { name: 'Florida', uses: 'sold tickets and winning numbers' },
    '"Florida" cannot be deleted: it still has sold tickets and winning numbers. Only an unused lottery category can be deleted.',
  ],
  [
    'winning_number.exists',
    { category: 'Georgia', date: '2026-11-22' },
    'Georgia already has a result for 2026-11-22. Edit it instead.',
  ],
  [
    'block_number.exists',
    { game: 'BLT', number: '13', category: 'Georgia' },
    'BLT 13 is already blocked for "Georgia".',
  ],
  ['user_name.taken', { userName: 'lakay' }, 'The user name "lakay" is already taken.'],
  ['device.taken', { imei: '3569' }, 'The device ID "3569" is already used by another seller.'],
  ['upload.unexpected_file', { field: 'file' }, 'Unexpected file: send it as "file".'],
  ['validation.not_an_object', { part: 'body' }, 'The request body must be a JSON object.'],
];

describe('the English text of a code with its parameters', () => {
  it.each(TODAY)('%s %j → %s', (code, params, text) => expect(englishOf(code, params)).toBe(text));

  it('coded() gives the code, its parameters and the text; no parameters, no params', () => {
    expect(coded('sale.limit', { gameCategory: 'BLT', number: '27', available: 125 })).toEqual({
      code: 'sale.limit',
      params: { gameCategory: 'BLT', number: '27', available: 125 },
      message: 'BLT 27: the amount passes the limit',
    });
    expect(coded('signin.bad_credentials')).toEqual({
      code: 'signin.bad_credentials',
      message: 'Invalid user name or password.',
    });
  });

  it('shows a list parameter as a list and keeps a missing one visible', () => {
    expect(englishOf('validation.invalid_value', { values: ['ht', 'fr', 'en'] })).toBe(
      'This value must be one of ht, fr, en.',
    );
    expect(englishOf('validation.too_long')).toBe('At most {{maximum}} characters.');
  });

  it('words a number that does not fit its game as before, with its code', () => {
    expect(numberMismatchMessage('BLT')).toBe('Number must be 2 digits for BLT');
    expect(numberMismatch('L5C 2')).toEqual({
      code: 'number.mismatch',
      params: { game: 'L5C 2', digits: 5 },
      message: 'Number must be 5 digits for L5C 2',
    });
    expect(numberMismatch('MRG')).toEqual({
      code: 'number.mismatch_mrg',
      message: 'Number must be two 2-digit numbers for MRG, like 12×34',
    });
    for (const game of GAME_CATEGORIES) expect(numberMismatchMessage(game)).toContain(game);
  });
});
