import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n.ts';
import { loadServerTexts } from '../../i18n/load-server-texts.ts';
import { entryResources } from '../../i18n/resources/entry.ts';
import { ApiError } from '../../lib/api-client.ts';
import { signInErrorTitle } from './sign-in.ts';

// The sign-in page's first load has neither the server's texts nor its codes (i18n/server-codes.ts):
// a refusal said before they came keeps the server's own words, and is said in French once they did.
const refused = () =>
  new ApiError(
    401,
    'Invalid user name or password.',
    [],
    undefined,
    true,
    'signin.bad_credentials',
  );

describe("a sign-in refusal on a French page, and the server's texts", () => {
  beforeAll(() => startI18n(entryResources, 'fr'));

  it("before they are loaded: the server's English, never a bare code", () => {
    expect(signInErrorTitle(refused())).toEqual({ text: 'Invalid user name or password.' });
  });

  it('once loaded: in French', async () => {
    await loadServerTexts();
    expect(signInErrorTitle(refused())).toEqual({
      text: "Nom d'utilisateur ou mot de passe incorrect.",
    });
  });
});
