import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../i18n/i18n.ts';
import htErrors from '../../i18n/locales/ht/errors.ts';
import { posResources } from '../../i18n/resources/pos.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadServerTexts, serverReason } from './server-texts.ts';

beforeAll(() => startI18n(posResources, 'ht'));

const reused = new ApiError(
  409,
  'This sale key was already used for another ticket',
  [],
  undefined,
  true,
  'sale.key_reused',
);

describe("the server's texts, loaded when first needed", () => {
  it('say nothing in Kreyòl before they are here (never the English), then the Kreyòl text', async () => {
    void i18n.changeLanguage('ht');
    expect(serverReason(reused)).toBeUndefined();
    await loadServerTexts();
    expect(serverReason(reused)).toBe(htErrors['sale.key_reused']);
  });

  it("are the server's own English in English", () => {
    void i18n.changeLanguage('en');
    expect(serverReason(reused)).toBe('This sale key was already used for another ticket');
  });
});
