import { beforeAll, describe, expect, it } from 'vitest';
import {
  addLimitBody,
  addLotteryCategoryBody,
  addSupervisorBody,
  SUPERVISOR_NAME_REQUIRED,
} from '@tiraj/domain/contracts';
import { i18n, startI18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { dashboardResources } from '../i18n/resources/dashboard.ts';
import { ApiError } from './api-client.ts';
import { contractErrorsOf, fieldErrorsOf, onFields } from './form-errors.ts';

const limitField = (path: string) => (path === 'lotteryCategoryName' ? 'category' : path);

beforeAll(() => startI18n(dashboardResources, 'fr'));

/** A body the supervisor's contract refuses, and what each language says of it, by field. */
const CONTRACT_CASES: [string, object, Language, Record<string, string>][] = [
  [
    'a required field',
    { userName: '', password: 'secret-1' },
    'fr',
    { userName: 'Ce champ est obligatoire.' },
  ],
  [
    'a required field',
    { userName: '', password: 'secret-1' },
    'ht',
    { userName: 'Chan sa a obligatwa.' },
  ],
  [
    'a required field',
    { userName: '', password: 'secret-1' },
    'en',
    { userName: SUPERVISOR_NAME_REQUIRED },
  ],
  [
    'a too-short password',
    { userName: 'marie', password: '123' },
    'fr',
    { password: 'Au moins 6 caractères.' },
  ],
  [
    'a too-short password',
    { userName: 'marie', password: '123' },
    'ht',
    { password: 'Omwen 6 karaktè.' },
  ],
  [
    'a too-short password',
    { userName: 'marie', password: '123' },
    'en',
    { password: 'Password must be at least 6 characters' },
  ],
  [
    'a value of the wrong kind',
    { userName: 5, password: 'secret-1' },
    'fr',
    { userName: 'Cette valeur doit être un texte.' },
  ],
  [
    'a value of the wrong kind',
    { userName: 5, password: 'secret-1' },
    'en',
    { userName: 'Name must be text' },
  ],
  ['a valid body', { userName: 'marie', password: 'secret-1' }, 'fr', {}],
];

describe('contractErrorsOf', () => {
  it.each(CONTRACT_CASES)('%s, in %s', async (_, body, language, said) => {
    await i18n.changeLanguage(language);
    expect(contractErrorsOf(addSupervisorBody, body)).toEqual(said);
  });

  it.each([
    ['fr', 'Ce champ est obligatoire.'],
    ['ht', 'Chan sa a obligatwa.'],
    ['en', 'This value is required.'],
  ] as [Language, string][])(
    'says a blank field is required, not "not in the right format", in %s',
    async (language, said) => {
      await i18n.changeLanguage(language);
      const body = { lotteryName: 'Florida', startTime: '', endTime: '10:00' };
      expect(contractErrorsOf(addLotteryCategoryBody, body)).toEqual({ startTime: said });
    },
  );

  it("lands on the form's fields through the same renaming as a 400", async () => {
    await i18n.changeLanguage('en');
    const body = { lotteryCategoryName: '', limits: [{ gameCategory: 'BLT', limitsButs: null }] };
    expect(onFields(contractErrorsOf(addLimitBody, body), limitField)).toEqual({
      category: 'Lottery category is required',
      limits: 'Set a limit for at least one game.',
    });
  });
});

/** A 400 naming one field, with its code and parameters as the API sends them. */
const tooShort = new ApiError(400, 'Password must be at least 6 characters', [
  {
    field: 'password',
    message: 'Password must be at least 6 characters',
    code: 'validation.too_short',
    params: { minimum: 6 },
  },
]);
const notFound = new ApiError(404, 'Lottery category not found.', [
  {
    field: 'lotteryCategoryName',
    message: 'Lottery category not found.',
    code: 'lottery_category.not_found',
  },
]);

const FIELD_CASES: [string, ApiError, Language, Record<string, string>][] = [
  ['a too-short password', tooShort, 'fr', { password: 'Au moins 6 caractères.' }],
  ['a too-short password', tooShort, 'ht', { password: 'Omwen 6 karaktè.' }],
  ['a too-short password', tooShort, 'en', { password: 'Password must be at least 6 characters' }],
  ['a renamed field', notFound, 'fr', { category: 'Tirage introuvable.' }],
  ['a renamed field', notFound, 'en', { category: 'Lottery category not found.' }],
];

describe('fieldErrorsOf', () => {
  it.each(FIELD_CASES)(
    "%s, in %s: keyed by the form's fields",
    async (_, error, language, said) => {
      await i18n.changeLanguage(language);
      expect(fieldErrorsOf(error, limitField)).toEqual(said);
    },
  );

  it('is empty for an error that is not the API’s', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
