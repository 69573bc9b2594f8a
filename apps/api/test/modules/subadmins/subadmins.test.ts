import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, sessions, storedFiles, users } from '../../../src/db/schema/index.ts';
import {
  bearer,
  createCompany,
  createUser,
  imeiOf,
  signIn,
  unique,
} from '../../support/factories.ts';
import { PNG_1PX } from '../../support/multipart.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { subadminsApp } from '../../support/subadmins.ts';

const { app, ctx, db, tokens, send, logo, newCompany, create } = await subadminsApp();

describe('subadmins', () => {
  it('only the admin manages them', async () => {
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/admin/getsubadmin' }, ['admin']);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/addsubadmin', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: `/api/admin/updatesubadmin/${randomUUID()}`, payload: {} },
      ['admin'],
    );
  });

  it('creates a company with its subadmin and a logo, trimmed; the subadmin can sign in', async () => {
    const fields = newCompany({ userName: `  ${unique('chef')}  ` });
    const response = await send('POST', '/api/admin/addsubadmin', fields, logo(PNG_1PX));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'SubAdmin created.',
      data: {
        userName: fields.userName.trim(),
        companyName: fields.companyName,
        address: fields.address,
        phoneNumber: fields.phoneNumber,
        isActive: true,
      },
    });
    expect(body.data.companyLogo).toMatch(/^files\/[a-f0-9]{32}\.png$/);
    const [company] = await db.select().from(companies).where(eq(companies.id, body.data._id));
    expect(company!.name).toBe(fields.companyName);
    const [subadmin] = await db.select().from(users).where(eq(users.companyId, body.data._id));
    expect(subadmin).toMatchObject({ role: 'subadmin', userName: fields.userName.trim() });
    expect(subadmin!.passwordHash).toMatch(/^\$argon2id\$/);
    // The logo is stored under its random name and served with its real type.
    const key = body.data.companyLogo.replace('files/', '');
    expect(existsSync(join(ctx.config.filesDir, key))).toBe(true);
    const served = await app.inject({ method: 'GET', url: `/${body.data.companyLogo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    await signIn(app, { userName: fields.userName.trim(), password: fields.password });
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/getsubadmin',
        headers: bearer(tokens.admin),
      })
    ).json();
    expect(list.data).toContainEqual(body.data);
  });

  it('creates one without a logo (empty path)', async () => {
    const company = await create();
    expect(company.companyLogo).toBe('');
  });

  it('refuses a text file renamed .png, an oversized logo and a path-traversal file name, keeping no file', async () => {
    const before = (await db.select().from(storedFiles)).length;
    const text = await send(
      'POST',
      '/api/admin/addsubadmin',
      newCompany(),
      logo(Buffer.from('just some text, not an image'), 'fake.png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      success: false,
      message: 'The logo must be a PNG, JPEG, WebP or GIF image.',
    });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const oversized = await send('POST', '/api/admin/addsubadmin', newCompany(), logo(big));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('The logo must be at most 2 MB.');
    const traversal = await send(
      'POST',
      '/api/admin/addsubadmin',
      newCompany(),
      logo(PNG_1PX, '../../etc/passwd.png'),
    );
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().message).toBe('The file name is not valid.');
    expect((await db.select().from(storedFiles)).length).toBe(before);
  });

  it('refuses each missing or invalid field with 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ userName: '' }, 'userName'],
      [{ password: '123' }, 'password'],
      [{ companyName: '   ' }, 'companyName'],
      [{ isActive: 'maybe' }, 'isActive'],
    ];
    for (const [override, field] of cases) {
      const response = await send('POST', '/api/admin/addsubadmin', newCompany(override));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/addsubadmin',
      payload: newCompany(),
      headers: bearer(tokens.admin),
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a user name already taken, whatever its case, with 409', async () => {
    const first = await create();
    const response = await send(
      'POST',
      '/api/admin/addsubadmin',
      newCompany({ userName: first.userName.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `The user name "${first.userName.toUpperCase()}" is already taken.`,
    );
  });

  it('deactivating a company ends the sessions of its subadmin, supervisors and sellers, and blocks sign-in', async () => {
    const company = await create();
    const subadmin = { userName: company.userName, password: 'secret-123' };
    const supervisor = await createUser(db, 'supervisor', company._id);
    const seller = await createUser(db, 'seller', company._id, {
      supervisorId: supervisor.id,
    });
    const other = await createCompany(db);
    const people = [subadmin, supervisor, seller];
    const tokensOf = await Promise.all(people.map((p) => signIn(app, p)));
    const otherToken = await signIn(app, other.seller, await imeiOf(db, other.seller.id));
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    for (const token of tokensOf) expect((await me(token)).statusCode).toBe(200);

    const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      isActive: 'false',
    });
    expect(response.json().data.isActive).toBe(false);
    for (const token of tokensOf) expect((await me(token)).statusCode).toBe(401);
    // Their sessions are gone from the database, not only refused while the company is inactive.
    const left = await db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [supervisor.id, seller.id]));
    expect(left).toHaveLength(0);
    // Another company's people are untouched.
    expect((await me(otherToken)).statusCode).toBe(200);
    for (const person of people) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { userName: person.userName, password: person.password },
      });
      expect(again.statusCode, person.userName).toBe(403);
    }
  });

  it('describes the multipart body in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body =
      doc.paths['/api/admin/addsubadmin'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.companyLogo).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.required).toEqual(expect.arrayContaining(['userName', 'password', 'companyName']));
  });
});
