import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';

const { app } = await testApp();

/** Something only the caller sent: it must never come back in the answer. */
const MARK = 'zq7evil';

interface Case {
  what: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  status: number;
  message: string;
}

const CASES: Case[] = [
  {
    what: 'a 5,000-character id (router: max param length)',
    method: 'PATCH',
    url: `/api/subadmin/updateseller/${MARK}${'x'.repeat(5000)}`,
    status: 414,
    message: 'The address is too long.',
  },
  {
    what: 'a broken percent-encoding in a path parameter (router: bad URL)',
    method: 'PATCH',
    url: `/api/subadmin/updateseller/${MARK}%E0%A4%A`,
    status: 400,
    message: 'The address is not valid.',
  },
  {
    what: 'an unknown route under /api',
    method: 'GET',
    url: `/api/health/${MARK}`,
    status: 404,
    message: 'No such route.',
  },
  {
    what: 'a method no route has here',
    method: 'DELETE',
    url: `/api/${MARK}`,
    status: 404,
    message: 'No such route.',
  },
  {
    what: 'an unsupported content type',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': `application/${MARK}` },
    payload: '<x/>',
    status: 415,
    message: 'This content type is not supported.',
  },
  {
    what: 'an unsupported content encoding',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json', 'content-encoding': MARK },
    payload: '{}',
    status: 415,
    message: 'This content encoding is not supported.',
  },
  {
    what: 'a body shorter than its Content-Length',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json', 'content-length': '5' },
    payload: `{"userName":"${MARK}"}`,
    status: 400,
    message: 'The request is not valid.',
  },
  {
    what: 'bad JSON',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json' },
    payload: `{"userName": "${MARK}`,
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    what: 'a body over the limit',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ userName: MARK.repeat(200_000), password: 'y' }),
    status: 413,
    message: 'The request body is too large.',
  },
];

describe('framework errors answer in the contract shape, never echoing input', () => {
  for (const c of CASES) {
    it(c.what, async () => {
      const response = await app.inject({
        method: c.method,
        url: c.url,
        headers: c.headers,
        payload: c.payload,
      });
      expect(response.statusCode, response.body).toBe(c.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: c.message });
      expect(response.body).not.toContain(MARK);
    });
  }

  it('a request the HTTP parser refuses gets the same shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header ${MARK}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ success: false, message: 'The request is not valid.' });
    expect(raw).not.toContain(MARK);
  });
});
