import { MESSAGES, type MessageCode } from '@tiraj/domain';
import type { ServerCodes } from './server-message.ts';
import { countParamOf } from './server-texts.ts';

/**
 * The few parameters the server fills with English words (zod's kinds, a limit's owner, what still
 * uses a lottery category), by parameter, in French and Kreyòl. A word not listed stays as sent.
 */
const PARAM_WORDS: ServerCodes['paramWords'] = {
  fr: {
    expected: {
      string: 'un texte',
      number: 'un nombre',
      int: 'un nombre entier',
      bigint: 'un nombre entier',
      boolean: 'vrai ou faux',
      array: 'une liste',
      object: 'un objet',
      date: 'une date',
    },
    scope: { seller: 'vendeur', supervisor: 'superviseur' },
    label: { '1st': '1er lot', '2nd': '2e lot', '3rd': '3e lot' },
    uses: {
      'sold tickets': 'des fiches vendues',
      'winning numbers': 'des numéros gagnants',
      "companies' payment terms": 'des barèmes de paiement de compagnies',
      "companies' percentage limits": 'des limites en pourcentage de compagnies',
      "companies' blocked numbers": 'des numéros bloqués de compagnies',
      "companies' limits": 'des limites de compagnies',
    },
  },
  ht: {
    expected: {
      string: 'yon tèks',
      number: 'yon chif',
      int: 'yon chif san vigil',
      bigint: 'yon chif san vigil',
      boolean: 'wi oswa non',
      array: 'yon lis',
      object: 'yon objè',
      date: 'yon dat',
    },
    scope: { seller: 'machann', supervisor: 'sipèvizè' },
    label: { '1st': '1e lo', '2nd': '2yèm lo', '3rd': '3yèm lo' },
    uses: {
      'sold tickets': 'fich ki vann',
      'winning numbers': 'boul ki soti',
      "companies' payment terms": 'to peman konpayi yo',
      "companies' percentage limits": 'limit an pousantaj konpayi yo',
      "companies' blocked numbers": 'boul bloke konpayi yo',
      "companies' limits": 'limit konpayi yo',
    },
  },
};

/** What server-message.ts needs to say the server's codes; loaded with the `errors` catalogue. */
export const serverCodes: ServerCodes = {
  isCode: (code: unknown): code is MessageCode => typeof code === 'string' && code in MESSAGES,
  countParamOf,
  paramWords: PARAM_WORDS,
};
