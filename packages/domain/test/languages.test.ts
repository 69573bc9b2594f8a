import { describe, expect, it } from 'vitest';
import { firstSpoken, isLanguage, preferredTags, telHref } from '../src/index.ts';

describe("a page's language from the browser's", () => {
  it('takes the first tag whose primary subtag is one of ours, in order', () => {
    expect(firstSpoken(['de-DE', 'ht-HT', 'fr'])).toBe('ht');
    expect(firstSpoken(['fr-CA', 'en-US'])).toBe('fr');
    expect(firstSpoken(['EN_gb'])).toBe('en');
    expect(firstSpoken(['de', 'es-419'])).toBeUndefined();
    expect(firstSpoken([])).toBeUndefined();
  });

  it('orders an Accept-Language header by weight, then by place, without refused or wildcard tags', () => {
    expect(preferredTags('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'fr-FR',
      'fr',
      'en-US',
      'en',
    ]);
    expect(preferredTags('en;q=0.5, ht;q=0.8, *;q=0.1, fr;q=0')).toEqual(['ht', 'en']);
    expect(preferredTags('de, en;q=abc')).toEqual(['de']);
    expect(preferredTags('')).toEqual([]);
    expect(preferredTags(undefined)).toEqual([]);
    expect(firstSpoken(preferredTags('de-DE,de;q=0.9,ht;q=0.4,fr;q=0.6'))).toBe('fr');
  });

  it('knows its three languages only', () => {
    expect(['ht', 'fr', 'en'].every(isLanguage)).toBe(true);
    expect([undefined, null, 'FR', 'es', 3].some(isLanguage)).toBe(false);
  });
});

it("writes a phone's tel: link without its spaces", () => {
  expect(telHref('+509 3700-0000')).toBe('tel:+5093700-0000');
  expect(telHref(' 22 33\t44 ')).toBe('tel:223344');
});
