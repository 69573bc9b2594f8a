import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lotteryCategories, users } from '../../src/db/schema/index.ts';
import { storedUser } from '../support/checks.ts';
import { bearer, caller, createLotteryCategory, unique } from '../support/factories.ts';
import { subadminsApp } from '../support/subadmins.ts';

// Issue 36: a value a client did not mean (`undefined`, `null`, empty, or their text: the old
// company form sends `password=undefined`) is never stored as a password or a name, on every user
// route: in an update it means "unchanged".
const roles = await subadminsApp();
const { app, db, tokens, send, create } = roles;
const asSubadmin = caller(app, tokens.subadmin);
const asSupervisor = caller(app, tokens.supervisor);

const UNSET = [undefined, null, '', 'undefined', 'null'] as const;
const PASSWORD = 'secret-123';

const signsIn = async (userName: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName, password },
    })
  ).statusCode === 200;

/** The user's row is as it was, its password still works, and none of the unset texts signs in. */
async function expectUnchanged(id: string, before: Awaited<ReturnType<typeof storedUser>>) {
  const after = await storedUser(db, id);
  expect(after!.passwordHash).toBe(before!.passwordHash);
  expect(after!.userName).toBe(before!.userName);
  expect(await signsIn(after!.userName, PASSWORD)).toBe(true);
  for (const text of ['undefined', 'null'])
    expect(await signsIn(after!.userName, text)).toBe(false);
}

/** Whom an update route changes: the id in its path, and the user row that holds the password. */
type Person = { id: string; userId: string };

const userIdByName = async (userName: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;

/** Each update route of a person that takes a password and a name, and how to make one. */
const ROUTES: {
  route: string;
  make: () => Promise<Person>;
  update: (
    id: string,
    fields: Record<string, unknown>,
  ) => Promise<{ statusCode: number; body: string }>;
}[] = [
  {
    route: 'PATCH /admin/updatesubadmin (multipart)',
    make: async () => {
      const company = await create({ password: PASSWORD });
      return { id: company._id, userId: await userIdByName(company.userName) };
    },
    // Multipart carries text only: `undefined` and `null` arrive as those words, as from the old form.
    update: (id, fields) =>
      send(
        'PATCH',
        `/api/admin/updatesubadmin/${id}`,
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
        ),
      ),
  },
  {
    route: 'PATCH /subadmin/updatesuperVisor',
    make: async () => {
      const r = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
        userName: unique('sup'),
        password: PASSWORD,
        isActive: true,
      });
      return { id: r.json().data._id, userId: r.json().data._id };
    },
    update: (id, fields) => asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${id}`, fields),
  },
  {
    route: 'PATCH /subadmin/updateseller',
    make: async () => {
      const r = await asSubadmin('POST', '/api/subadmin/addseller', {
        userName: unique('sel'),
        password: PASSWORD,
        isActive: true,
      });
      return { id: r.json().data._id, userId: r.json().data._id };
    },
    update: (id, fields) => asSubadmin('PATCH', `/api/subadmin/updateseller/${id}`, fields),
  },
  {
    route: 'PATCH /supervisor/updateseller',
    make: async () => {
      const r = await asSupervisor('POST', '/api/supervisor/addseller', {
        userName: unique('own'),
        password: PASSWORD,
        isActive: true,
      });
      return { id: r.json().data._id, userId: r.json().data._id };
    },
    update: (id, fields) => asSupervisor('PATCH', `/api/supervisor/updateseller/${id}`, fields),
  },
];

describe('an unset password or name changes nothing, on every user route', () => {
  for (const { route, make, update } of ROUTES) {
    it.each(UNSET.map((v) => [JSON.stringify(v) ?? 'absent', v]))(
      `${route}: %s`,
      async (_, value) => {
        const person = await make();
        const before = await storedUser(db, person.userId);
        const fields = route.startsWith('PATCH /admin')
          ? { password: value, userName: value, companyName: value, address: value }
          : { password: value, userName: value, isActive: true };
        const response = await update(person.id, fields);
        expect(response.statusCode, response.body).toBe(200);
        await expectUnchanged(person.userId, before);
      },
    );
  }

  it('the company keeps its name and address when the old form sends "undefined"', async () => {
    const company = await create({ password: PASSWORD });
    const response = await send('PATCH', `/api/admin/updatesubadmin/${company._id}`, {
      companyName: 'undefined',
      address: 'null',
      phoneNumber: 'undefined',
      password: 'undefined',
      isActive: 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      companyName: company.companyName,
      address: 'Rue Capois, Port-au-Prince',
      phoneNumber: '+509 3700 1234',
    });
  });

  it('an add with an unset password or name is refused: "required", nothing stored', async () => {
    for (const value of ['undefined', 'null', '']) {
      const seller = await asSubadmin('POST', '/api/subadmin/addseller', {
        userName: unique('sel'),
        password: value,
      });
      expect(seller.statusCode, value).toBe(400);
      expect(seller.json().errors).toEqual([
        expect.objectContaining({ field: 'password', message: 'Password is required' }),
      ]);
      const supervisor = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
        userName: value,
        password: PASSWORD,
      });
      expect(supervisor.statusCode, value).toBe(400);
      expect(supervisor.json().errors).toEqual([expect.objectContaining({ field: 'userName' })]);
      const company = await send('POST', '/api/admin/addsubadmin', {
        userName: unique('boss'),
        password: value,
        companyName: value,
      });
      expect(company.statusCode, value).toBe(400);
      expect(
        company
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['companyName', 'password']);
    }
  });

  it('a lottery category keeps its name when an update sends it unset', async () => {
    const category = await createLotteryCategory(db);
    for (const value of UNSET) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/updatelotterycategory/${category.id}`,
        headers: bearer(tokens.admin),
        payload: { lotteryName: value, startTime: '07:00' },
      });
      expect(response.statusCode, String(value)).toBe(200);
    }
    const [row] = await db
      .select({ name: lotteryCategories.name })
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, category.id));
    expect(row!.name).toBe(category.name);
  });
});
