/**
 * A Journal record's details as a person reads them (issue 38): each field by its name in the
 * reader's language, ids by the names the server found, yes or no in words; a change as
 * "field: before → after", one line per changed field.
 */
export interface DetailWords {
  /** a field's name; an unknown one comes humanised (`humanised`), never a raw camelCase key */
  label: (key: string) => string;
  yesNo: (yes: boolean) => string;
  /** the names of the record's ids (the server's `names`) */
  names?: Record<string, string>;
  /** a field's coded value in words (a Caisse entry's kind); undefined: shown as it is */
  value?: (field: string, value: string) => string | undefined;
}

/** `limitsButs` → "Limits buts"; a game code ("L4C 1") or a word stays as it is. */
export function humanised(key: string): string {
  if (!/[a-z][A-Z]/.test(key) && !key.includes('_')) return key;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One value as text: a name for an id, words for yes or no and for a code of a known field (the
 * `field` it is the value of), lists and records in brief.
 */
export function detailText(value: unknown, words: DetailWords, field = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return words.yesNo(value);
  if (typeof value === 'string')
    return words.names?.[value] ?? (field && words.value?.(field, value)) ?? value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((v) => detailText(v, words, field)).join(', ');
  return Object.entries(value)
    .map(([k, v]) => {
      const text = detailText(v, words, k);
      return `${words.label(k)}: ${isRecord(v) ? `{${text}}` : text}`;
    })
    .join('; ');
}

export interface ChangeLine {
  field: string;
  /** absent: the field had no before (a creation) */
  before?: string;
  /** absent: the field has no after (a deletion) */
  after?: string;
}

/**
 * The lines of a record's change: every field of its before and after, a nested record (a limit's
 * games) one line per inner field ("Limits · BLT"); a creation's or deletion's empty fields are left
 * out. A record with neither gives no line.
 */
export function changeLines(before: unknown, after: unknown, words: DetailWords): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [
      {
        field: '',
        ...(before != null && { before: detailText(before, words) }),
        ...(after != null && { after: detailText(after, words) }),
      },
    ];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const lines: ChangeLine[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const [b, a] = [was[key], now[key]];
    if (isRecord(b) || isRecord(a)) {
      for (const inner of changeLines(b, a, words))
        lines.push({
          ...inner,
          field: [words.label(key), inner.field].filter(Boolean).join(' · '),
        });
      continue;
    }
    const line: ChangeLine = {
      field: words.label(key),
      ...(key in was && { before: detailText(b, words, key) }),
      ...(key in now && { after: detailText(a, words, key) }),
    };
    // What a creation or a deletion left empty (a game without a limit) is not a line.
    const oneSided = line.before === undefined || line.after === undefined;
    if (oneSided && !(line.before ?? line.after)) continue;
    lines.push(line);
  }
  return lines;
}

/** A change line as one text: "field: before → after" (the CSV's and the screen's reading). */
export const lineText = (l: ChangeLine) =>
  `${l.field ? `${l.field}: ` : ''}${[l.before, l.after].filter((v) => v !== undefined).join(' → ')}`;
