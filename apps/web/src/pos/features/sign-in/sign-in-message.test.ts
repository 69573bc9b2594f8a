import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import { ApiError } from '../../../lib/api-client.ts';
import htErrors from '../../../i18n/locales/ht/errors.ts';
import { loadServerTexts } from '../../lib/server-texts.ts';
import { saidByServer, signInMessage } from './sign-in-message.ts';

beforeAll(() => startI18n(posResources, 'ht'));

function said(language: string, error: unknown) {
  void i18n.changeLanguage(language);
  return signInMessage(error, i18n.getFixedT(language, 'pos'));
}
const refused = (status: number, code: string, params?: Record<string, unknown>) =>
  new ApiError(status, 'English', [], undefined, true, code, params);

describe('signInMessage: by the server code, in the language on screen', () => {
  it.each([
    ['ht', refused(401, 'signin.bad_credentials'), 'Non itilizatè a oswa modpas la pa bon.'],
    ['fr', refused(401, 'signin.bad_credentials'), "Nom d'utilisateur ou mot de passe incorrect."],
    ['en', refused(401, 'signin.bad_credentials'), 'Invalid user name or password.'],
    ['ht', refused(403, 'signin.wrong_device'), /^Aparèy sa a pa anrejistre/],
    [
      'ht',
      refused(403, 'signin.company_inactive'),
      'Kont konpayi w la pa aktif. Pale ak konpayi w la.',
    ],
    [
      'fr',
      refused(403, 'signin.user_inactive'),
      'Votre compte est inactif. Contactez votre compagnie.',
    ],
    [
      'ht',
      refused(429, 'signin.throttled', { minutes: 12 }),
      'Ou eseye twòp fwa. Eseye ankò nan 12 minit.',
    ],
    [
      'en',
      refused(429, 'signin.throttled', { minutes: 1 }),
      'Too many failed attempts. Try again in 1 minute.',
    ],
    [
      'en',
      refused(429, 'signin.throttled', { minutes: 5 }),
      'Too many failed attempts. Try again in 5 minutes.',
    ],
    ['ht', new ApiError(0, 'x'), 'Pa gen entènèt: ou pa ka konekte kounye a.'],
    ['fr', new Error('boom'), 'La connexion a échoué. Réessayez.'],
  ])('%s: %s', (language, error, text) => expect(said(language, error)).toMatch(text));
});

describe("a refusal without the point of sale's own words", () => {
  const rateLimited = refused(429, 'rate_limit.too_many', { seconds: 1 });

  it('is the only kind that needs the server texts', () => {
    expect(saidByServer(rateLimited)).toBe(true);
    expect(saidByServer(refused(401, 'signin.bad_credentials'))).toBe(false);
    expect(saidByServer(refused(429, 'signin.throttled', { minutes: 2 }))).toBe(false);
    expect(saidByServer(new ApiError(0, 'x'))).toBe(false);
  });

  it("is said in the server's text for its code, in the screen's language", async () => {
    await loadServerTexts();
    expect(said('ht', rateLimited)).toBe(
      htErrors['rate_limit.too_many'].one.replace('{{seconds}}', '1'),
    );
  });
});
