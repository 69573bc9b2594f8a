import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, storedFiles, users } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, createCompany, createUser, imeiOf, signIn, unique } from './support/factories.ts';
import { multipart, PNG_1PX, type FilePart } from './support/multipart.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
beforeAll(async () => {
  tokens = (await tokensByRole(app, ctx.db)).tokens;
});

const send = (
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | boolean | undefined>,
  file?: FilePart,
) => {
  const body = multipart(fields, file);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens.admin) },
  });
};
const logo = (bytes: Buffer, fileName = 'logo.png'): FilePart => ({
  field: 'companyLogo',
  fileName,
  contentType: 'image/png',
  bytes,
});

function newCompany(extra: Record<string, string | boolean> = {}) {
  return {
    userName: unique('boss'),
    password: 'secret-123',
    companyName: unique('Lotto Bank'),
    address: 'Rue Capois, Port-au-Prince',
    phoneNumber: '+509 3700 1234',
    isActive: 'true',
    ...extra,
  };
}

async function create(extra: Record<string, string | boolean> = {}, file?: FilePart) {
  const response = await send('POST', '/api/admin/addsubadmin', newCompany(extra), file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    _id: string;
    userName: string;
    companyName: string;
    companyLogo: string;
    isActive: boolean;
  };
}

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
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, body.data._id));
    expect(company!.name).toBe(fields.companyName);
    const [subadmin] = await ctx.db.select().from(users).where(eq(users.companyId, body.data._id));
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
    const before = (await ctx.db.select().from(storedFiles)).length;
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
    expect((await ctx.db.select().from(storedFiles)).length).toBe(before);
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

  it('updates only the non-empty fields, and the password only when sent', async () => {
    const company = await create();
    const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      companyName: 'Banque Renommée',
      address: '',
      password: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated.',
      data: {
        companyName: 'Banque Renommée',
        address: 'Rue Capois, Port-au-Prince',
        userName: company.userName,
      },
    });
    await signIn(app, { userName: company.userName, password: 'secret-123' });
    const renamed = unique('renamed');
    await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      userName: renamed,
      password: 'another-456',
    });
    await signIn(app, { userName: renamed, password: 'another-456' });
    expect(
      (await send('PATCH', `/api/admin/updatesubadmin/${randomUUID()}`, { address: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses each invalid update field, and a malformed id, with 400, changing nothing', async () => {
    const company = await create();
    const cases: [Record<string, string>, string][] = [
      [{ password: '123' }, 'password'],
      [{ isActive: 'maybe' }, 'isActive'],
    ];
    for (const [fields, field] of cases) {
      const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, fields);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const malformed = await send('PATCH', '/api/admin/updatesubadmin/not-a-uuid', {
      address: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company._id));
    expect(stored!.isActive).toBe(true);
    await signIn(app, { userName: company.userName, password: 'secret-123' });
  });

  it('refuses renaming onto a user name already taken, whatever its case, with 409', async () => {
    const taken = await create();
    const company = await create();
    for (const userName of [taken.userName, taken.userName.toUpperCase()]) {
      const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
        userName,
      });
      expect(response.statusCode, userName).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: `The user name "${userName}" is already taken.`,
      });
    }
    const [subadmin] = await ctx.db.select().from(users).where(eq(users.companyId, company._id));
    expect(subadmin!.userName).toBe(company.userName);
    // Its own name, in another case, is not a clash.
    const own = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      userName: company.userName.toUpperCase(),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a logo that is not an image on update, keeping the old logo and no new file', async () => {
    const company = await create({}, logo(PNG_1PX));
    const before = (await ctx.db.select().from(storedFiles)).length;
    const response = await send(
      'PATCH',
      `/api/admin/updatesubadmin/${company._id}`,
      { address: 'Somewhere else' },
      logo(Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The logo must be a PNG, JPEG, WebP or GIF image.',
    });
    expect((await ctx.db.select().from(storedFiles)).length).toBe(before);
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company._id));
    expect(stored).toMatchObject({
      logoPath: company.companyLogo,
      address: 'Rue Capois, Port-au-Prince',
    });
    expect((await app.inject({ method: 'GET', url: `/${company.companyLogo}` })).statusCode).toBe(
      200,
    );
  });

  it('replacing the logo removes the old file and its stored_files row', async () => {
    const company = await create({}, logo(PNG_1PX));
    const logosOf = async () =>
      (await ctx.db.select().from(storedFiles).where(eq(storedFiles.companyId, company._id))).map(
        (f) => `files/${f.key}`,
      );
    expect(await logosOf()).toEqual([company.companyLogo]);
    const response = await send(
      'PATCH',
      `/api/admin/updatesubadmin/${company._id}`,
      {},
      logo(PNG_1PX, 'new.png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().data;
    expect(await logosOf()).toEqual([updated.companyLogo]);
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company._id));
    expect(stored!.logoPath).toBe(updated.companyLogo);
  });

  it('replaces the logo', async () => {
    const company = await create({}, logo(PNG_1PX));
    const response = await send(
      'PATCH',
      `/api/admin/updatesubadmin/${company._id}`,
      {},
      logo(PNG_1PX, 'new.png'),
    );
    const updated = response.json().data;
    expect(updated.companyLogo).not.toBe(company.companyLogo);
    expect((await app.inject({ method: 'GET', url: `/${company.companyLogo}` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/${updated.companyLogo}` })).statusCode).toBe(
      200,
    );
  });

  it('deactivating a company ends the sessions of its subadmin, supervisors and sellers, and blocks sign-in', async () => {
    const company = await create();
    const subadmin = { userName: company.userName, password: 'secret-123' };
    const supervisor = await createUser(ctx.db, 'supervisor', company._id);
    const seller = await createUser(ctx.db, 'seller', company._id, {
      supervisorId: supervisor.id,
    });
    const other = await createCompany(ctx.db);
    const people = [subadmin, supervisor, seller];
    const tokensOf = await Promise.all(people.map((p) => signIn(app, p)));
    const otherToken = await signIn(app, other.seller, await imeiOf(ctx.db, other.seller.id));
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    for (const token of tokensOf) expect((await me(token)).statusCode).toBe(200);

    const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      isActive: 'false',
    });
    expect(response.json().data.isActive).toBe(false);
    for (const token of tokensOf) expect((await me(token)).statusCode).toBe(401);
    // Their sessions are gone from the database, not only refused while the company is inactive.
    const left = await ctx.db
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
