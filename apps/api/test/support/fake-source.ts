import { createServer, type IncomingHttpHeaders } from 'node:http';

/** An answer the fake source gives: a status, a body, its type; `hang`: never answers. */
export interface FakeAnswer {
  status?: number;
  body?: string;
  type?: string;
  hang?: boolean;
}

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeSource {
  /** `http://127.0.0.1:<port>`: point a source's base URL at it */
  url: string;
  /** every request received, in order */
  requests: SeenRequest[];
  /** what a GET of `path` (no query) answers from now on; any other path answers 404 */
  answer(path: string, answer: FakeAnswer | ((request: SeenRequest) => FakeAnswer)): void;
  close(): Promise<void>;
}

/**
 * A lottery's back end on loopback (node:http, port 0), answering recorded fixtures: the adapters'
 * tests and the scheduler's never reach the real sources.
 */
export async function fakeSourceServer(): Promise<FakeSource> {
  const answers = new Map<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>();
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const seen: SeenRequest = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(seen);
    const found = answers.get(url.pathname);
    const answer = typeof found === 'function' ? found(seen) : found;
    if (answer?.hang) return; // the socket is destroyed by close()
    res.writeHead(answer?.status ?? (answer ? 200 : 404), {
      'content-type': answer?.type ?? 'application/json',
    });
    res.end(answer?.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake source is not listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
