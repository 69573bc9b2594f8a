import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import '../../lib/screen-words.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { payRefusal } from './pay-refusal.ts';

beforeAll(() => startI18n(posResources, 'ht'));

/** What the seller reads, in one language (its dates too). */
function said(language: string, error: unknown) {
  void i18n.changeLanguage(language);
  return payRefusal(error, i18n.getFixedT(language, 'posScreens'));
}

// 23:40 UTC is 18:40 in Port-au-Prince, the operator's time the message shows.
const paidAt = '2026-11-22T23:40:00.000Z';
const alreadyPaid = new ApiError(409, 'already paid', [], {
  paidOutAt: paidAt,
  paidOutBy: { _id: 'u', userName: 'marie' },
});

describe('payRefusal in Kreyòl', () => {
  it.each([
    [
      'already paid: when and by whom',
      alreadyPaid,
      'Fich sa a te deja peye 22/11/2026 18:40; se marie ki te peye l. Pa peye l ankò.',
    ],
    [
      'already paid without details',
      new ApiError(409, 'already paid'),
      'Fich sa a te deja peye. Pa peye l ankò.',
    ],
    [
      'changed while it was being paid',
      new ApiError(409, 'changed', [], undefined, true, 'payout.changed'),
      'Fich sa a chanje pandan w t ap peye l. Verifye l ankò.',
    ],
    [
      'before the result',
      new ApiError(422, 'x', [], { state: 'waiting' }),
      'Ou pa ka peye l: rezilta tiraj la poko soti.',
    ],
    [
      'a losing ticket',
      new ApiError(422, 'x', [], { state: 'lost' }),
      'Ou pa ka peye l: fich la pa genyen.',
    ],
    [
      'a deleted ticket',
      new ApiError(422, 'x', [], { state: 'deleted' }),
      'Ou pa ka peye l: fich la efase.',
    ],
    [
      'an unknown state',
      new ApiError(422, 'x', [], { state: 'toString' }),
      'Fich sa a pa ka peye.',
    ],
    [
      'above the seller payout limit: the office pays',
      new ApiError(
        422,
        'x',
        [],
        { limit: 500, paidAmount: 527.5 },
        true,
        'payout.over_seller_limit',
      ),
      'Machann pa ka peye plis pase 500,00\u00a0HTG. Voye kliyan an nan biwo a.',
    ],
    ['not allowed', new ApiError(403, 'x'), 'Ou pa gen dwa peye fich sa a.'],
    ['not found', new ApiError(404, 'x'), 'Nou pa jwenn fich sa a. Gade nimewo a ankò.'],
    ['offline', new ApiError(0, 'x'), 'Pa gen entènèt. Eseye ankò lè entènèt la tounen.'],
    ['a server fault', new ApiError(500, 'x'), 'Yon bagay pa mache. Eseye ankò.'],
    ['not an api error', new Error('boom'), 'Yon bagay pa mache. Eseye ankò.'],
  ])('%s', (_, error, text) => expect(said('ht', error)).toBe(text));
});

describe('payRefusal follows the language, dates included', () => {
  it.each([
    [
      'fr',
      'Cette fiche a déjà été payée le 22/11/2026 18:40 par marie. Ne la payez pas à nouveau.',
    ],
    ['en', 'This ticket was already paid on 11/22/2026 06:40 PM by marie. Do not pay it again.'],
  ])('%s', (language, text) => expect(said(language, alreadyPaid)).toBe(text));

  it('a losing ticket in French', () =>
    expect(said('fr', new ApiError(422, 'x', [], { state: 'lost' }))).toBe(
      "Paiement impossible : la fiche n'a pas gagné.",
    ));
});
