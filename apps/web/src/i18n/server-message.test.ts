import { MESSAGES, type MessageCode } from '@tiraj/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { i18n, startI18n } from './i18n.ts';
import type { Language } from './languages.ts';
import fr from './locales/fr/errors.ts';
import ht from './locales/ht/errors.ts';
import { dashboardResources } from './resources/dashboard.ts';
import { serverMessageOf } from './server-message.ts';
import { englishServerTexts, type ServerText } from './server-texts.ts';

/** An answer of the API with its message, code and parameters, as `api()` throws it. */
const answer = (
  status: number,
  message: string,
  code?: string,
  params?: Record<string, unknown>,
  more: { errors?: ConstructorParameters<typeof ApiError>[2]; details?: unknown } = {},
) => new ApiError(status, message, more.errors, more.details, true, code, params);

const REFUSED_ENGLISH =
  'This ticket cannot be sold. BLT 13: the number is blocked; BLT 27: the amount passes the limit.';

/** What each language says for each kind of error. */
const CASES: [string, unknown, Record<Language, string>][] = [
  [
    'a plain code',
    answer(403, 'You are not allowed to do this.', 'forbidden'),
    {
      en: 'You are not allowed to do this.',
      fr: "Vous n'êtes pas autorisé à faire cela.",
      ht: 'Ou pa gen dwa fè sa.',
    },
  ],
  [
    'a code with parameters',
    answer(409, 'The user name "marie" is already taken.', 'user_name.taken', {
      userName: 'marie',
    }),
    {
      en: 'The user name "marie" is already taken.',
      fr: "Le nom d'utilisateur « marie » est déjà pris.",
      ht: 'Non itilizatè «marie» la deja pran.',
    },
  ],
  [
    'a plural: one',
    answer(429, 'Too many failed sign-in attempts. Try again in 1 minute.', 'signin.throttled', {
      minutes: 1,
    }),
    {
      en: 'Too many failed sign-in attempts. Try again in 1 minute.',
      fr: 'Trop de tentatives de connexion échouées. Réessayez dans 1 minute.',
      ht: 'Ou eseye konekte twòp fwa. Eseye ankò nan 1 minit.',
    },
  ],
  [
    'a plural: other',
    answer(429, 'Too many requests. Try again in 30 seconds.', 'rate_limit.too_many', {
      seconds: 30,
    }),
    {
      en: 'Too many requests. Try again in 30 seconds.',
      fr: 'Trop de requêtes. Réessayez dans 30 secondes.',
      ht: 'Twòp demann. Eseye ankò nan 30 segonn.',
    },
  ],
  [
    'a refused sale: its lines, each said by its code',
    answer(
      422,
      REFUSED_ENGLISH,
      'sale.refused',
      { summary: 'BLT 13: the number is blocked; BLT 27: the amount passes the limit' },
      {
        details: {
          lines: [
            {
              index: 0,
              reason: 'blocked',
              code: 'sale.blocked',
              params: { gameCategory: 'BLT', number: '13' },
            },
            {
              index: 1,
              reason: 'limit',
              available: 125,
              code: 'sale.limit',
              params: { gameCategory: 'BLT', number: '27', available: 125 },
            },
          ],
        },
      },
    ),
    {
      en: REFUSED_ENGLISH,
      fr: 'Cette fiche ne peut pas être vendue. BLT 13 : la boule est bloquée; BLT 27 : le montant dépasse la limite.',
      ht: 'Nou pa ka vann fich sa a. BLT 13: boul la bloke; BLT 27: kòb la depase limit la.',
    },
  ],
  [
    'a 400: its fields, each said by its code',
    answer(
      400,
      'User name is required. Password must be at least 6 characters',
      'validation.failed',
      { summary: 'User name is required. Password must be at least 6 characters' },
      {
        errors: [
          { field: 'userName', message: 'User name is required', code: 'validation.required' },
          {
            field: 'password',
            message: 'Password must be at least 6 characters',
            code: 'validation.too_short',
            params: { minimum: 6 },
          },
        ],
      },
    ),
    {
      en: 'User name is required. Password must be at least 6 characters',
      fr: 'Ce champ est obligatoire. Au moins 6 caractères.',
      ht: 'Chan sa a obligatwa. Omwen 6 karaktè.',
    },
  ],
  [
    "an English word and a date of the server's, in the language's words",
    answer(409, 'A limit for "Florida" and seller "marie" already exists.', 'limit.exists', {
      category: 'Florida',
      scope: 'seller',
      owner: 'marie',
    }),
    {
      en: 'A limit for "Florida" and seller "marie" already exists.',
      fr: 'Une limite existe déjà pour « Florida » et le vendeur « marie ».',
      ht: 'Gen yon limit deja pou «Florida» ak machann «marie».',
    },
  ],
  [
    'a payment: when, day first',
    answer(
      409,
      'This ticket was already paid out on 2026-11-22 15:05 by marie',
      'payout.already_paid',
      { when: '2026-11-22 15:05', by: 'marie' },
    ),
    {
      en: 'This ticket was already paid out on 2026-11-22 15:05 by marie',
      fr: 'Cette fiche a déjà été payée le 22/11/2026 à 15:05 par marie',
      ht: 'Fich sa a te deja peye 22/11/2026 a 15:05, se marie ki te peye l',
    },
  ],
  [
    // Issue 38: « jusqu'au 28/11/2026 à 21:30 », never the server's "2026-11-28 21:30".
    'a draw still on sale: until when, day first, "à" before the time',
    answer(
      422,
      'Florida of 2026-11-28 is still on sale until 2026-11-28 21:30: its result can be posted only after it closes.',
      'winning_number.not_closed',
      { category: 'Florida', date: '2026-11-28', closesAt: '2026-11-28 21:30' },
    ),
    {
      en: 'Florida of 2026-11-28 is still on sale until 2026-11-28 21:30: its result can be posted only after it closes.',
      fr: "« Florida » du 28/11/2026 est en vente jusqu'au 28/11/2026 à 21:30 : son résultat ne peut être publié qu'après la fermeture.",
      ht: '« Florida » 28/11/2026 ap vann toujou jiska 28/11/2026 a 21:30 : ou ka mete rezilta a sèlman lè li fèmen.',
    },
  ],
  [
    'what still uses a lottery category',
    answer(
      409,
      '"Florida" cannot be deleted: it still has sold tickets and winning numbers. Only an unused lottery category can be deleted.',
      'lottery_category.in_use',
      { name: 'Florida', uses: 'sold tickets and winning numbers' },
    ),
    {
      en: '"Florida" cannot be deleted: it still has sold tickets and winning numbers. Only an unused lottery category can be deleted.',
      fr: '« Florida » ne peut pas être supprimé : il a encore des fiches vendues et des numéros gagnants. Seul un tirage inutilisé peut être supprimé.',
      ht: 'Ou pa ka efase «Florida»: li gen fich ki vann ak boul ki soti toujou. Se sèlman yon tiraj ki pa sèvi ki ka efase.',
    },
  ],
  [
    // Issue 37: the POS printed "67.22 HTG" on a Kreyòl screen.
    'a credit-limit refusal: its amount written as the language writes money',
    answer(
      422,
      "This ticket passes the seller's credit limit: the seller may still sell 1234.5 HTG.",
      'sale.credit_limit',
      { available: 1234.5 },
    ),
    {
      // English is the server's own text, as the devices and SPEC's clients read it.
      en: "This ticket passes the seller's credit limit: the seller may still sell 1234.5 HTG.",
      fr: 'Cette fiche dépasse la limite de crédit du vendeur : il peut encore vendre 1\u00a0234,50 HTG.',
      ht: 'Fich sa a depase limit kredi ou: ou ka vann 1\u00a0234,50 HTG ankò sèlman.',
    },
  ],
  [
    'a payout over the seller limit: its limit as money',
    answer(
      422,
      'A seller may pay out at most 67.2 HTG: send the customer to the office.',
      'payout.over_seller_limit',
      { limit: 67.2 },
    ),
    {
      en: 'A seller may pay out at most 67.2 HTG: send the customer to the office.',
      fr: 'Un vendeur paie au plus 67,20 HTG : envoyez le client au bureau.',
      ht: 'Machann pa ka peye plis pase 67,20 HTG. Voye kliyan an nan biwo a.',
    },
  ],
  [
    'a return over what is owed back: the amount as money',
    answer(
      422,
      'At most 300 HTG is owed back to the customer on this ticket.',
      'payout.over_owed',
      { owed: 300 },
    ),
    {
      en: 'At most 300 HTG is owed back to the customer on this ticket.',
      fr: 'Il ne reste que 300,00 HTG à rendre au client sur cette fiche.',
      ht: 'Pa plis pase 300,00 HTG: se sa k rete pou remèt kliyan an sou fich sa a.',
    },
  ],
  [
    'a settlement over what is outstanding: the outstanding as money',
    answer(
      422,
      'At most 1750.5 HTG is left to account for on this ticket.',
      'payout.over_outstanding',
      { outstanding: 1750.5 },
    ),
    {
      en: 'At most 1750.5 HTG is left to account for on this ticket.',
      fr: 'Il ne reste que 1\u00a0750,50 HTG à justifier sur cette fiche.',
      ht: 'Pa plis pase 1\u00a0750,50 HTG: se sa k rete pou jistifye sou fich sa a.',
    },
  ],
  [
    'an unknown code: the English as sent',
    answer(409, 'Something new happened.', 'brand.new_code'),
    {
      en: 'Something new happened.',
      fr: 'Something new happened.',
      ht: 'Something new happened.',
    },
  ],
  [
    'a network error',
    new ApiError(0, 'Network error. Please try again.', [], undefined, false),
    {
      en: 'Network error. Please try again.',
      fr: 'Erreur réseau. Veuillez réessayer.',
      ht: 'Erè rezo. Tanpri eseye ankò.',
    },
  ],
  [
    'a server error without a message',
    new ApiError(502, 'Server error (502)', [], undefined, false),
    { en: 'Server error (502)', fr: 'Erreur du serveur (502)', ht: 'Erè nan sèvè a (502)' },
  ],
];

describe('serverMessageOf', () => {
  beforeAll(() => startI18n(dashboardResources, 'fr'));

  describe.each(['fr', 'ht', 'en'] as const)('in %s', (language) => {
    beforeAll(() => i18n.changeLanguage(language));

    it.each(CASES)('%s', (_, error, said) => {
      expect(serverMessageOf(error)).toBe(said[language]);
    });
  });
});

/** The codes whose text is rightly the English one in every language: nothing but a parameter. */
const SAME_IN_EVERY_LANGUAGE: MessageCode[] = ['validation.failed'];

const formsOf = (text: ServerText) => (typeof text === 'string' ? [text] : [text.one, text.other]);

describe('the server texts', () => {
  it.each(Object.keys(MESSAGES) as MessageCode[])(
    '%s is said in French and in Kreyòl, not in English',
    (code) => {
      const english = formsOf(englishServerTexts[code]);
      for (const [language, texts] of [
        ['fr', fr],
        ['ht', ht],
      ] as const) {
        const said = formsOf(texts[code]);
        expect(said, `${language} ${code}`).toHaveLength(english.length);
        if (SAME_IN_EVERY_LANGUAGE.includes(code))
          expect(said, `${language} ${code}`).toEqual(english);
        else said.forEach((text, i) => expect(text, `${language} ${code}`).not.toBe(english[i]));
      }
    },
  );

  it('marks no catalogue as still to translate', () => {
    const sources = import.meta.glob<string>('./locales/{fr,ht}/errors.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources)).toHaveLength(2);
    for (const [path, source] of Object.entries(sources))
      expect(source, path).not.toMatch(/TRANSLATE/);
  });
});
