import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';

const { app } = await testApp();

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the one error shape', () => {
  it('bad JSON → 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      code: 'request.invalid_json',
    });
  });

  it('unknown API route → 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No such route.',
      code: 'request.no_route',
    });
  });

  it('oversized body → 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is too large.',
      code: 'request.body_too_large',
    });
  });

  it('a body that is not a JSON object → 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The request body must be a JSON object.',
    });
  });

  it('routes under /api are case-insensitive', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/HEALTH' });
    expect(response.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json, generated from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const signin = doc.paths['/api/auth/signin'].post;
    expect(signin.requestBody.content['application/json'].schema.required).toEqual([
      'userName',
      'password',
    ]);
    expect(Object.keys(signin.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('shows an example of every seller device call, and of its sign-in and refusal', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const deviceCalls = Object.entries<Record<string, object>>(doc.paths)
      .filter(([path]) => path.startsWith('/api/seller/') && !/message/i.test(path))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(deviceCalls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'get /api/seller/getlotterycategory',
        'post /api/seller/addticket',
        'get /api/seller/gettickets',
        'delete /api/seller/deleteticket/{id}',
        'get /api/seller/getwiningnumber',
        'get /api/seller/getsalereport',
        'get /api/seller/checkticket',
        'post /api/seller/payticket',
        'get /api/seller/company',
      ]),
    );
    // An example is either inline or on a referenced component: resolve refs one level.
    const withRefs = (value: object) =>
      JSON.stringify(value).replace(/"\$ref":"#\/components\/schemas\/([^"]+)"/g, (_, id) =>
        JSON.stringify(doc.components.schemas[id]),
      );
    for (const call of deviceCalls)
      expect(withRefs(call.op), `${call.method} ${call.path}`).toMatch(/"examples":\[/);
    const addTicket = withRefs(doc.paths['/api/seller/addticket'].post.responses['422']);
    expect(addTicket).toContain('"reason":"limit"');
    expect(withRefs(doc.paths['/api/seller/addticket'].post.requestBody)).toContain('"saleKey":');
    expect(withRefs(doc.paths['/api/seller/checkticket'].get.responses['200'])).toContain(
      '"state":"won"',
    );
    expect(withRefs(doc.paths['/api/auth/signin'].post.requestBody)).toContain(
      '"imei":"356938035643809"',
    );
  });

  it('compresses large answers for clients that accept it, and only for them', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
