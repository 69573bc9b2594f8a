import { SourceError } from './source.ts';

export interface GetOptions {
  source: string;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * GET `url` with Node's own fetch, bounded by `timeoutMs` (and the caller's signal): the text of
 * a 2xx answer, else a SourceError with the status, or `network` when nothing came back.
 */
export async function getText(url: string, options: GetOptions): Promise<string> {
  const { source, timeoutMs, signal, headers } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: '*/*', ...headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'follow',
    });
  } catch (error) {
    const why = timeout.aborted ? `no answer in ${timeoutMs} ms` : 'unreachable';
    throw new SourceError(source, 'network', why, { cause: error });
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new SourceError(source, 'network', 'the answer was cut', { cause: error });
  }
  if (!response.ok) throw new SourceError(source, response.status, `HTTP ${response.status}`);
  return body;
}
