/**
 * Inputs for the fuzz test (fuzz.test.ts): a seeded random source, a valid-looking
 * sample of a JSON schema from the OpenAPI document, and the hostile values that
 * replace one field at a time.
 */

import { randomSource } from '../../src/seed/demo-data.ts';

/** The demo seed's seeded generator (the same seed gives the same run), plus a seeded sample. */
export function seededRandom(seed: number) {
  const source = randomSource(seed);
  return {
    ...source,
    /** up to `n` distinct items, in a seeded order */
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = source.int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  nullable?: boolean;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values of the wrong kind or out of every range: each replaces one field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -0.5,
  0.001,
  12.345,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  -1e308,
  [],
  ['a', 'b'],
  [null],
  Array(3000).fill('1'),
  {},
  { $gt: '' },
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'tab\there',
  'line\nbreak',
  '\u001b[31m',
  '\u202e\ufeff',
  'lone \ud800 surrogate',
  '😀'.repeat(50),
  'x'.repeat(70_000),
  '12'.repeat(5000),
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-1-1',
  '-2026-11-20',
  '24:61',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'not-an-id',
  'true',
  'NaN',
  '-1',
  '1e400',
  '__proto__',
  nested(3000),
];

/** Query and path values are text: the hostile ones a URL can carry. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0007',
  'tab\there',
  'line\nbreak',
  '\u202e',
  'x'.repeat(20_000),
  "' or 1=1 --",
  '%',
  '../..',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '-1',
  '0',
  '0.5',
  '1e400',
  '99999999999999999999',
  'NaN',
  'null',
  '[]',
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
];

/** Sensible values by field name, so a sample reaches the service, not only the contract. */
export type Hints = Record<string, () => unknown>;

/** A plausible value for a schema (refs resolved against `components`). */
export interface Sampler {
  components: Record<string, JsonSchema>;
  random: Random;
  hints: Hints;
  /** how likely an optional field is present: 1 gives every field */
  optionalRate: number;
  /** the route's path: a hint named `<path> <field>` wins over the one named `<field>` */
  route?: string;
}

export function sampleOf(
  schema: JsonSchema | undefined,
  s: Sampler,
  name = '',
  depth = 0,
): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) return sampleOf(resolve(schema, s.components), s, name, depth + 1);
  const { random, hints } = s;
  const hint = hints[`${s.route} ${name}`] ?? hints[name];
  if (hint) return hint();
  // An object's own examples would bypass the hints (real ids and names): build it field by field.
  if (schema.examples?.length && !schema.properties) return random.pick(schema.examples);
  if (schema.enum?.length) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleOf(random.pick(options), s, name, depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], s, name, depth + 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(key) && random.next() >= s.optionalRate) continue;
        const sample = sampleOf(value, s, key, depth + 1);
        // A file field has no text sample: multipart files are not fuzzed as text.
        if (sample !== undefined) out[key] = sample;
      }
      return out;
    }
    case 'array':
      return [sampleOf(schema.items, s, name, depth + 1)];
    case 'integer':
    case 'number':
      return 1 + Math.floor(random.next() * 100);
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      if (schema.format === 'binary') return undefined;
      if (schema.format === 'uuid') return hints.id?.();
      return 'abc';
    default:
      return undefined;
  }
}

export function resolve(schema: JsonSchema | undefined, components: Record<string, JsonSchema>) {
  let current = schema;
  for (let i = 0; current?.$ref && i < 5; i++)
    current = components[current.$ref.replace('#/components/schemas/', '')];
  return current;
}

/** Dotted paths of an object's fields and of the first item of its arrays, to mutate one at a time. */
export function fieldPaths(
  value: unknown,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (Array.isArray(value))
    return value.length ? [[...prefix, 0], ...fieldPaths(value[0], [...prefix, 0])] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => [
      [...prefix, key],
      ...fieldPaths(v, [...prefix, key]),
    ]);
  return [];
}

/** A deep copy of `value` with the field at `path` set to `replacement`. */
export function withField(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = replacement;
  return copy;
}

/** Multipart bodies the parser must refuse with a 4xx, whatever the route. */
const part = (name: string, value: string) =>
  `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
export const BROKEN_FORMS = [
  { what: 'without a boundary', type: 'multipart/form-data', payload: part('a', 'b') },
  { what: 'with another boundary', type: 'multipart/form-data; boundary=other', payload: 'zz' },
  {
    what: 'cut short',
    type: 'multipart/form-data; boundary=b0undary',
    payload: part('content', 'hello').slice(0, -4),
  },
  {
    what: 'with a part header cut short',
    type: 'multipart/form-data; boundary=b0undary',
    payload: '--b0undary\r\nContent-Disposition: form-data; name="a"',
  },
  {
    what: 'with too many fields',
    type: 'multipart/form-data; boundary=b0undary',
    payload: `${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('')}--b0undary--\r\n`,
  },
];
