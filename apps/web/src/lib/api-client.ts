import { clearSession, readSession } from './session.ts';

/** A message the server wrote, with the stable code a client translates it by. */
export interface CodedText {
  message: string;
  code?: string;
  params?: Record<string, unknown>;
}

/** One field's complaint in a 400's `errors`. */
export interface FieldComplaint extends CodedText {
  field: string;
}

/** An error answer from the API: `{ success: false, message, code, params, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldComplaint[] = [],
    readonly details?: unknown,
    /** false when the server gave no message and `message` is our own stand-in */
    readonly hasServerMessage = true,
    readonly code?: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
  }
  /** This 401 ended the session: the sign-in page says so, no toast does. */
  endedSession = false;
}

let onSessionEnded: () => void = () => window.location.assign('/auth/signin');

/** The router registers how to go back to the sign-in page without a full reload. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/** Where the bearer token lives: the dashboard's sessionStorage, or the point of sale's device. */
export interface SessionSource {
  token(): string | undefined;
  clear(): void;
}
let sessionSource: SessionSource = {
  token: () => readSession()?.token,
  clear: clearSession,
};

/** The point of sale keeps its session on the device (localStorage) instead. */
export function setSessionSource(source: SessionSource) {
  sessionSource = source;
}

/** The bearer token this app calls with, for a fetch the api client does not make (chat files). */
export const sessionToken = () => sessionSource.token();

type Body = object | FormData | undefined;

/** A call's signal as it is sent, and what to do once its answer is read. */
export type CallLimit = (
  signal: AbortSignal | undefined,
  method: string,
  upload: boolean,
) => { signal: AbortSignal | undefined; done: () => void };
let callLimit: CallLimit | undefined;

/**
 * The point of sale gives every call a time limit (pos/lib/request-timeouts.ts): a server that
 * takes the request and never answers is then seen as unreachable (offline selling) instead of a
 * screen loading forever. The dashboard sets none, and loads none of that code.
 */
export function setCallLimit(next: CallLimit) {
  callLimit = next;
}

/** A call that got no answer: the caller's own abort as it is, anything else a network error. */
const networkFailure = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'
    ? error
    : new ApiError(0, 'Network error. Please try again.', [], undefined, false);

/**
 * The one api client: bearer token from sessionStorage, JSON in and out.
 * A 401 on any call but sign-in ends the session and returns to sign-in.
 * `token` calls as the holder of another token (not the session's): its 401 ends nothing.
 */
export async function api<T>(
  method: string,
  path: string,
  body?: Body,
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<T> {
  if (!callLimit) return call<T>(method, path, body, options);
  const { signal, done } = callLimit(options.signal, method, body instanceof FormData);
  try {
    return await call<T>(method, path, body, { ...options, signal });
  } finally {
    done();
  }
}

async function call<T>(
  method: string,
  path: string,
  body: Body,
  options: { signal?: AbortSignal; token?: string },
): Promise<T> {
  const { signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? sessionSource.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw networkFailure(error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer stopped halfway (the time limit, the network): nothing was read.
    throw networkFailure(error);
  }
  let payload: unknown = undefined;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const p = (payload ?? {}) as {
      message?: string;
      code?: string;
      params?: Record<string, unknown>;
      errors?: FieldComplaint[];
      details?: unknown;
    };
    const ended = response.status === 401 && !path.startsWith('/auth/signin') && !options.token;
    if (ended) {
      sessionSource.clear();
      onSessionEnded();
    }
    const serverMessage = typeof p.message === 'string' && p.message.trim() ? p.message : undefined;
    const error = new ApiError(
      response.status,
      serverMessage ?? `Server error (${response.status})`,
      p.errors,
      p.details,
      serverMessage !== undefined,
      typeof p.code === 'string' ? p.code : undefined,
      p.params && typeof p.params === 'object' ? p.params : undefined,
    );
    error.endedSession = ended;
    throw error;
  }
  return payload as T;
}

export const get = <T>(path: string, signal?: AbortSignal) =>
  api<T>('GET', path, undefined, { signal });
/** `signal`: a search sent by POST (the results' lists) is cancelled when its screen closes. */
export const post = <T>(path: string, body?: Body, signal?: AbortSignal) =>
  api<T>('POST', path, body ?? {}, { signal });
export const patch = <T>(path: string, body: Body) => api<T>('PATCH', path, body);
export const del = <T>(path: string) => api<T>('DELETE', path);

/** `?a=1&b=2`, leaving out empty values. */
export function query(params: Record<string, string | undefined | null>): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => !!e[1]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}
