import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, storedFiles, users } from '../../../src/db/schema/index.ts';
import { signIn, unique } from '../../support/factories.ts';
import { PNG_1PX } from '../../support/multipart.ts';
import { subadminsApp } from '../../support/subadmins.ts';

const { app, db, send, logo, create } = await subadminsApp();

describe('subadmins', () => {
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
    const [stored] = await db.select().from(companies).where(eq(companies.id, company._id));
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
    const [subadmin] = await db.select().from(users).where(eq(users.companyId, company._id));
    expect(subadmin!.userName).toBe(company.userName);
    // Its own name, in another case, is not a clash.
    const own = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      userName: company.userName.toUpperCase(),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a logo that is not an image on update, keeping the old logo and no new file', async () => {
    const company = await create({}, logo(PNG_1PX));
    const before = (await db.select().from(storedFiles)).length;
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
    expect((await db.select().from(storedFiles)).length).toBe(before);
    const [stored] = await db.select().from(companies).where(eq(companies.id, company._id));
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
      (await db.select().from(storedFiles).where(eq(storedFiles.companyId, company._id))).map(
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
    const [stored] = await db.select().from(companies).where(eq(companies.id, company._id));
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
});
