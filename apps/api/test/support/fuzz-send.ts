import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';
import type { JsonSchema } from './fuzz.ts';
import { multipart } from './multipart.ts';

export interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}
export interface Route {
  method: string;
  path: string;
  op: Operation;
  token?: string;
}

export interface Call {
  what: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** send the body as multipart text fields */
  form?: boolean;
  /** a text carrying NUL: must never be accepted */
  mustRefuse?: boolean;
  /** a body sent byte for byte, with its own content type */
  raw?: { type: string; payload: string };
}

export const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function urlOf(route: Route, call: Call) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(call.params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query))
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Sends one fuzz call to its route: JSON, multipart text fields, or a raw body. */
export function fuzzSender(app: App) {
  return async function send(route: Route, call: Call) {
    const headers: Record<string, string> = route.token ? bearer(route.token) : {};
    const url = urlOf(route, call);
    const method = route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    if (call.raw)
      return app.inject({
        method,
        url,
        payload: call.raw.payload,
        headers: { ...headers, 'content-type': call.raw.type },
      });
    if (call.body === undefined) return app.inject({ method, url, headers });
    if (call.form && call.body && typeof call.body === 'object' && !Array.isArray(call.body)) {
      const fields = Object.fromEntries(
        Object.entries(call.body).flatMap(([k, v]) => (v === undefined ? [] : [[k, text(v)]])),
      );
      const form = multipart(fields);
      return app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    }
    return app.inject({
      method,
      url,
      payload: JSON.stringify(call.body),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  };
}
