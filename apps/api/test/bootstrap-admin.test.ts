import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../src/bootstrap-admin.ts';
import { users } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { signIn } from './support/factories.ts';

// ensureAdmin acts only on a database with no admin: like every file, this one has its own.
const { app, ctx } = await testApp();

const admins = () => ctx.db.select().from(users).where(eq(users.role, 'admin'));

beforeEach(async () => {
  await ctx.db.delete(users).where(eq(users.role, 'admin'));
});

describe('ensureAdmin', () => {
  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD, which signs in', async () => {
    const print = vi.fn();
    await ensureAdmin(ctx.db, { userName: 'operator', password: 'chosen-password-1' }, print);
    const rows = await admins();
    expect(rows.map((r) => [r.userName, r.companyId, r.isActive])).toEqual([
      ['operator', null, true],
    ]);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    await signIn(app, { userName: 'operator', password: 'chosen-password-1' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(print.mock.calls[0]![0]).not.toContain('chosen-password-1');
  });

  it('with no password, creates `admin` with a random password printed exactly once, which signs in', async () => {
    const print = vi.fn();
    await ensureAdmin(ctx.db, {}, print);
    expect((await admins()).map((r) => r.userName)).toEqual(['admin']);
    expect(print).toHaveBeenCalledTimes(1);
    const text = String(print.mock.calls[0]![0]);
    const password = /password: {2}(\S+)/.exec(text)?.[1];
    expect(password, text).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(text).toContain('user name: admin');
    await signIn(app, { userName: 'admin', password: password! });

    // Another start finds the admin: nothing is created, nothing printed.
    const again = vi.fn();
    await ensureAdmin(ctx.db, {}, again);
    await ensureAdmin(ctx.db, { userName: 'someone-else', password: 'another-password' }, again);
    expect(again).not.toHaveBeenCalled();
    expect((await admins()).map((r) => r.userName)).toEqual(['admin']);
  });

  it('two databases started without a password get different passwords', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      await ctx.db.delete(users).where(eq(users.role, 'admin'));
      await ensureAdmin(ctx.db, {}, (text) => seen.push(/password: {2}(\S+)/.exec(text)![1]!));
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
