import { vi } from 'vitest';

/** A sessionStorage for tests that run in Node, empty for each test. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export interface FetchCall {
  url: string;
  method: string;
  authorization: string | undefined;
}

/**
 * Stubs sessionStorage and fetch. `answer` gives the response to each call;
 * every call made is recorded.
 */
export function stubBrowser(answer: (call: FetchCall) => Response | Promise<Response>) {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = { url, method: init.method ?? 'GET', authorization: headers.authorization };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status });
