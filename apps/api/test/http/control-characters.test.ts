import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blockNumbers,
  companies,
  limits,
  lotteryCategories,
  messages,
  paymentAlerts,
  paymentTerms,
  tickets,
  users,
} from '../../src/db/schema/index.ts';
import { testApp } from '../support/app.ts';
import { bearer, createLotteryCategory } from '../support/factories.ts';
import { multipart } from '../support/multipart.ts';
import { controlCharacterCases, type Case } from '../support/control-characters.ts';
import { tokensByRole } from '../support/roles.ts';

const { app, ctx } = await testApp();
const { tokens, fixture } = await tokensByRole(app, ctx.db);
const category = await createLotteryCategory(ctx.db);

const CASES = controlCharacterCases(fixture, category);

function send(c: Case) {
  const auth = c.role ? bearer(tokens[c.role]) : {};
  if (c.form) {
    const body = multipart(c.form);
    return app.inject({
      method: c.method,
      url: c.url,
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  }
  return app.inject({ method: c.method, url: c.url, payload: c.payload, headers: auth });
}

/**
 * What the refused calls could have stored, counted for this file's company only
 * (on PostgreSQL other test files share the database), plus the companies and
 * lottery categories an admin could have made.
 */
async function storedCounts() {
  const company = fixture.company.id;
  const scoped = { users, blockNumbers, paymentTerms, limits, paymentAlerts, tickets, messages };
  const entries = await Promise.all(
    Object.entries(scoped).map(async ([name, table]) => {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.companyId, company));
      return [name, row!.n] as const;
    }),
  );
  const [madeByAdmin] = await ctx.db
    .select({ n: count() })
    .from(companies)
    .where(inArray(companies.name, ['Nul Co', 'ab', 'a b']));
  const [categories] = await ctx.db
    .select({ n: count() })
    .from(lotteryCategories)
    .where(inArray(lotteryCategories.name, ['ab', 'a b']));
  return {
    ...Object.fromEntries(entries),
    companies: madeByAdmin!.n,
    lotteryCategories: categories!.n,
  };
}

describe('control characters in any text field', () => {
  it('answer 400 naming the field, and store nothing', async () => {
    const before = await storedCounts();
    for (const c of CASES) {
      const response = await send(c);
      const what = `${c.method} ${c.url} ${c.field}`;
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      const body = response.json<{
        success: boolean;
        message: string;
        errors?: { field: string }[];
      }>();
      expect(body.success, what).toBe(false);
      expect(body.message, what).toMatch(/control character/i);
      expect(
        body.errors?.map((e) => e.field),
        what,
      ).toContain(c.field);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('are allowed as tab and newline where the text is multi-line (chat, payment alerts)', async () => {
    const text = 'first line\r\nsecond\tline';
    const form = multipart({ receiverId: fixture.seller.id, content: text });
    const chat = await app.inject({
      method: 'POST',
      url: '/api/subadmin/sendmessage',
      payload: form.payload,
      headers: { ...bearer(tokens.subadmin), ...form.headers },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().data.content).toBe(text);

    const alert = await app.inject({
      method: 'POST',
      url: '/api/admin/addpaymentalert',
      payload: {
        company: fixture.company.id,
        message: 'Pay by Friday.\nThank you.',
        date: '2026-11-30',
      },
      headers: bearer(tokens.admin),
    });
    expect(alert.statusCode, alert.body).toBe(200);
    expect(alert.json().data.message).toBe('Pay by Friday.\nThank you.');
  });

  it('are refused as tab or newline in a one-line field', async () => {
    for (const userName of ['tab\there', 'two\nlines']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/subadmin/addsuperVisor',
        payload: { userName, password: 'secret1' },
        headers: bearer(tokens.subadmin),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Name must not contain control characters');
    }
  });
});

describe('the error handler, as a safety net', () => {
  it('maps a database refusal of the text (22021, 22P05) to 400', async () => {
    const { registerErrorHandler } = await import('../../src/http/error-handler.ts');
    const Fastify = (await import('fastify')).default;
    const bare = Fastify();
    registerErrorHandler(bare);
    for (const code of ['22021', '22P05']) {
      bare.get(`/fail-${code}`, async () => {
        throw Object.assign(new Error('invalid byte sequence'), { code, severity: 'ERROR' });
      });
    }
    for (const code of ['22021', '22P05']) {
      const response = await bare.inject({ method: 'GET', url: `/fail-${code}` });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'A text contains characters that cannot be stored.',
        code: 'validation.unstorable_text',
      });
    }
    await bare.close();
  });
});
