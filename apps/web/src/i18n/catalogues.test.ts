import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

/** Every namespace file of every language, by language and namespace. */
const files = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });
const catalogues: Record<string, Record<string, object>> = {};
for (const [path, module] of Object.entries(files)) {
  // A file without a default export is part of a namespace (journal.ts of reports.ts), checked there.
  if (!module.default) continue;
  const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(path)!;
  (catalogues[language!] ??= {})[namespace!] = module.default;
}

/** `a.b.c` → its text, for every leaf. */
function leaves(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object')
      for (const [k, v] of leaves(child as object, path)) out.set(k, v);
    else out.set(path, String(child));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const namespaces = Object.keys(catalogues.en ?? {}).sort();

describe('the catalogues', () => {
  it('exist for ht, fr and en, with the same namespaces', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES)
      expect(Object.keys(catalogues[language]!).sort(), language).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = leaves(catalogues.en![namespace]!);

    // The glossary (WORDING.md): the key is printed "Enter"/"↵" on every keyboard, never "Antre".
    it('ht names the Enter key Enter, never Antre', () => {
      const kreyol = leaves(catalogues.ht![namespace]!);
      for (const [key, text] of english)
        if (/\bEnter\b/.test(text)) {
          expect(kreyol.get(key), `ht ${namespace}:${key}`).toMatch(/\bEnter\b/);
          expect(kreyol.get(key), `ht ${namespace}:${key}`).not.toMatch(/\bAntre\b/);
        }
    });

    it.each(['fr', 'ht'])('%s has every English key and no other', (language) => {
      const other = leaves(catalogues[language]![namespace]!);
      expect(
        [...other.keys()].filter((k) => !english.has(k)),
        'keys only in ' + language,
      ).toEqual([]);
      expect(
        [...english.keys()].filter((k) => !other.has(k)),
        'keys missing in ' + language,
      ).toEqual([]);
    });

    it.each(['fr', 'ht', 'en'])(
      '%s: no empty text, the same {{placeholders}} as English',
      (language) => {
        const other = leaves(catalogues[language]![namespace]!);
        for (const [key, text] of other) {
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      },
    );
  });
});
