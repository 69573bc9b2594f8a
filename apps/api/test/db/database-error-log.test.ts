import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeErrorForLog, safeErrorText } from '../../src/db/database-error.ts';
import { users } from '../../src/db/schema/index.ts';
import { testApp } from '../support/app.ts';

const { ctx } = await testApp();

/** The error a statement fails with, as the driver and drizzle hand it over. */
async function failure(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => expect.fail('the statement should have failed'),
    (error: unknown) => error,
  );
}

/** Every way the error reaches a log: the one-line text, and the `err` object pino writes. */
const logged = (error: unknown) => [safeErrorText(error), JSON.stringify(safeErrorForLog(error))];

describe('a database error as it is logged', () => {
  it('a unique violation: its SQLSTATE and constraint, never the row nor the parameters', async () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$not-a-real-hash-but-secret';
    const values = { role: 'admin' as const, userName: 'log-probe-admin', passwordHash: hash };
    await ctx.db.insert(users).values(values);
    const error = await failure(ctx.db.insert(users).values(values));
    // The raw error does carry them: this is what used to reach the log.
    expect(String((error as Error).message)).toContain(hash);
    for (const line of logged(error)) {
      expect(line).not.toContain(hash);
      expect(line).not.toContain('argon2');
      expect(line).not.toContain('log-probe-admin');
      expect(line).toContain('23505');
      expect(line).toContain('users_user_name_lower_key');
    }
  });

  it('a value PostgreSQL cannot read: its message keeps the type, not the value', async () => {
    const error = await failure(ctx.database.rows(sql`select ${'secret-token-value'}::uuid`));
    for (const line of logged(error)) {
      expect(line).not.toContain('secret-token-value');
      expect(line).toContain('22P02');
      expect(line).toMatch(/uuid/);
    }
  });

  it('any other error keeps its message', () => {
    expect(safeErrorText(new Error('The backup directory is full'))).toBe(
      'The backup directory is full',
    );
  });
});
