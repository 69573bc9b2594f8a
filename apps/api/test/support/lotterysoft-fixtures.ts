import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { z } from 'zod';
import type { DeviceAnswer, lotterySoftDevice } from './lotterysoft-device.ts';

/**
 * LotterySoft's calls as the protocol document gives them (apps/api/test/fixtures/lotterysoft/),
 * one JSON file per call and scenario, replayed in the order of their file names. In a body:
 * `"{{name}}"` is a value of the test's setup or of an earlier answer (`capture`), kept with its
 * type when it is the whole string; `"<any>"`, `"<number>"`, `"<string>"` match a volatile field,
 * `<hh:mm>` inside a text the operator's time now;
 * an array whose first item is `"<containing>"` holds (at least) the items after it.
 */
const json: z.ZodType<unknown> = z.unknown();

export const deviceFixture = z.object({
  call: z.string().regex(/^D\d{1,2}$/),
  scenario: z.string().min(1),
  request: z.object({
    method: z.enum(['GET', 'POST', 'DELETE']),
    path: z.string().startsWith('/api/'),
    /**
     * gzip: the app's gzipped JSON (D1, D5, D14); json: a GET with the app's JSON type and no
     * body; form: a form body, empty without `body` (D2, D11, D12, D13 on the wire: PROTOCOL §5)
     */
    encoding: z.enum(['gzip', 'json', 'form']),
    body: json.optional(),
    /** false: sent with no token (sign-in, sign-out) */
    auth: z.boolean().default(true),
    /** the token sent instead of the signed-in one (`{{name}}`): a session ended elsewhere */
    token: z.string().optional(),
  }),
  expect: z.object({ status: z.number().int(), body: json }),
  /** values of the answer kept for the next fixtures: name → dotted path (`data.0._id`) */
  capture: z.record(z.string(), z.string()).optional(),
});
export type DeviceFixture = z.output<typeof deviceFixture>;

export type Values = Record<string, string | number>;

export const FIXTURES_DIR = join(import.meta.dirname, '../fixtures/lotterysoft');

/** Every fixture, in the order of its file name. */
export function readDeviceFixtures(dir = FIXTURES_DIR): { file: string; fixture: DeviceFixture }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      fixture: deviceFixture.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))),
    }));
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function valueOf(values: Values, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`No value for {{${name}}}`);
  return value;
}

/** A fixture's body with its placeholders filled in. */
export function filled(template: unknown, values: Values): unknown {
  if (typeof template === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(template);
    if (whole) return valueOf(values, whole[1]!);
    return template.replace(PLACEHOLDER, (_, name: string) => String(valueOf(values, name)));
  }
  if (Array.isArray(template)) return template.map((item) => filled(item, values));
  if (typeof template === 'object' && template !== null)
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, filled(v, values)]));
  return template;
}

const MATCHERS: Record<string, () => unknown> = {
  '<any>': () => expect.anything(),
  '<number>': () => expect.any(Number),
  '<string>': () => expect.any(String),
};

/** The operator's time in a message (the draw-closed refusal): any `HH:mm`. */
const CLOCK = '<hh:mm>';
const clockMessage = (template: string) => {
  const literal = template.split(CLOCK).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return expect.stringMatching(new RegExp(`^${literal.join('\\d\\d:\\d\\d')}$`));
};

/** An expected body (filled) with its matchers as Vitest's, for `toEqual`. */
export function expected(template: unknown): unknown {
  if (typeof template === 'string' && template.includes(CLOCK)) return clockMessage(template);
  if (typeof template === 'string') return MATCHERS[template]?.() ?? template;
  if (Array.isArray(template)) {
    if (template[0] === '<containing>')
      return expect.arrayContaining(template.slice(1).map(expected));
    return template.map(expected);
  }
  if (typeof template === 'object' && template !== null)
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, expected(v)]));
  return template;
}

/** The value at a dotted path of an answer (`data.0._id`). */
export function at(body: unknown, path: string): string | number {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`Nothing to capture at ${path}`);
  return value;
}

type Device = ReturnType<typeof lotterySoftDevice>;

/** Sends a fixture's request as the app does (byte for byte: lotterysoft-device.ts). */
export function send(
  device: Device,
  { request }: DeviceFixture,
  values: Values,
): Promise<DeviceAnswer> {
  const path = String(filled(request.path, values));
  const body = filled(request.body, values);
  if (request.encoding === 'gzip') return device.gzipCall(path, body);
  if (request.encoding === 'form') {
    if (request.method === 'GET') throw new Error('A GET has no form body');
    const form = z.record(z.string(), z.string()).parse(body ?? {});
    return device.formCall(request.method, path, form);
  }
  if (request.method !== 'GET') throw new Error('Only a GET goes with the JSON type and no body');
  return device.jsonCall(request.method, path);
}
