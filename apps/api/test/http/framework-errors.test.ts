import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';
import { bearer } from '../support/factories.ts';
import { multipart, PNG_1PX } from '../support/multipart.ts';
import { tokensByRole } from '../support/roles.ts';

const { app, ctx } = await testApp();
const { tokens } = await tokensByRole(app, ctx.db);

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
  code: string;
}

const CASES: Case[] = [
  {
    what: 'a 5,000-character id (router: max param length)',
    method: 'PATCH',
    url: `/api/subadmin/updateseller/${MARK}${'x'.repeat(5000)}`,
    status: 414,
    message: 'The address is too long.',
    code: 'request.url_too_long',
  },
  {
    what: 'a broken percent-encoding in a path parameter (router: bad URL)',
    method: 'PATCH',
    url: `/api/subadmin/updateseller/${MARK}%E0%A4%A`,
    status: 400,
    message: 'The address is not valid.',
    code: 'request.bad_url',
  },
  {
    what: 'an unknown route under /api',
    method: 'GET',
    url: `/api/health/${MARK}`,
    status: 404,
    message: 'No such route.',
    code: 'request.no_route',
  },
  {
    what: 'a method no route has here',
    method: 'DELETE',
    url: `/api/${MARK}`,
    status: 404,
    message: 'No such route.',
    code: 'request.no_route',
  },
  {
    what: 'an unsupported content type',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': `application/${MARK}` },
    payload: '<x/>',
    status: 415,
    message: 'This content type is not supported.',
    code: 'request.unsupported_type',
  },
  {
    what: 'an unsupported content encoding',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json', 'content-encoding': MARK },
    payload: '{}',
    status: 415,
    message: 'This content encoding is not supported.',
    code: 'request.unsupported_encoding',
  },
  {
    what: 'a body shorter than its Content-Length',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json', 'content-length': '5' },
    payload: `{"userName":"${MARK}"}`,
    status: 400,
    message: 'The request is not valid.',
    code: 'request.invalid',
  },
  {
    what: 'bad JSON',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json' },
    payload: `{"userName": "${MARK}`,
    status: 400,
    message: 'The request body is not valid JSON.',
    code: 'request.invalid_json',
  },
  {
    what: 'a body over the limit',
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ userName: MARK.repeat(200_000), password: 'y' }),
    status: 413,
    message: 'The request body is too large.',
    code: 'request.body_too_large',
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
      expect(response.json()).toEqual({ success: false, message: c.message, code: c.code });
      expect(response.body).not.toContain(MARK);
    });
  }

  it('a file under a field name the route does not take is refused without naming it back', async () => {
    const form = multipart(
      { userName: 'logo-owner', password: 'secret1', companyName: 'Logo Co' },
      { field: MARK, fileName: 'logo.png', contentType: 'image/png', bytes: PNG_1PX },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/addsubadmin',
      payload: form.payload,
      headers: { ...bearer(tokens.admin), ...form.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Unexpected file: send it as "companyLogo".',
    });
    expect(response.body).not.toContain(MARK);
  });

  it('a broken multipart form answers 400, too many fields 413, never 500', async () => {
    const field = (name: string) =>
      `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    for (const [type, payload, status, message, code] of [
      [
        'multipart/form-data',
        field(MARK),
        400,
        'The form is not valid multipart/form-data.',
        'upload.broken_form',
      ],
      [
        'multipart/form-data; boundary=b0undary',
        field(MARK).slice(0, -4),
        400,
        'The form is not valid multipart/form-data.',
        'upload.broken_form',
      ],
      [
        'multipart/form-data; boundary=b0undary',
        `${Array.from({ length: 40 }, (_, i) => field(`${MARK}${i}`)).join('')}--b0undary--\r\n`,
        413,
        'Too many fields.',
        'request.too_many_fields',
      ],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/seller/sendmessage',
        payload,
        headers: { ...bearer(tokens.seller), 'content-type': type },
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ success: false, message, code });
      expect(response.body).not.toContain(MARK);
    }
  });

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
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: 'The request is not valid.',
      code: 'request.invalid',
    });
    expect(raw).not.toContain(MARK);
  });
});

describe('validation answers stay short', () => {
  it('a list of thousands of wrong items names its first fields, each message once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subadmin/addpaymentterm',
      // Not digits (a digit string is a number since issue 36).
      payload: { lotteryCategoryName: 'x', conditions: Array(3000).fill('1a') },
      headers: bearer(tokens.subadmin),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { field: string }[] }>();
    expect(body.message).toBe(
      'Each condition must be a number, or an object with a numeric condition',
    );
    expect(body.errors).toHaveLength(20);
    expect(body.errors[0]!.field).toBe('conditions.0');
    expect(response.body.length).toBeLessThan(5000);
  });
});
