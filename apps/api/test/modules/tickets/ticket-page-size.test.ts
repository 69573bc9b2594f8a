import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import { listTickets, ticketShop } from '../../support/company-tickets.ts';
import { dayAfter, seedTicketWeeks } from '../../support/ticket-weeks.ts';

const { app, ctx } = await testApp();

const FROM = '2026-01-05';
const WEEKS = 7;

describe('ticket lists: the size of a page', () => {
  it('answers the first page of a seven-week search (about 2,000 tickets) in under 100 kB', async () => {
    const s = await ticketShop(app, ctx.db);
    const seeded = await seedTicketWeeks(
      ctx.db,
      { companyId: s.company.id, sellerId: s.seller.id, lotteryCategoryId: s.category.id },
      FROM,
      WEEKS * 7,
      41,
    );
    expect(seeded.tickets).toBe(2009);
    const search = { fromDate: FROM, toDate: dayAfter(FROM, WEEKS * 7 - 1) };

    const first = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...search,
      page: '1',
      pageSize: '50',
    });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(2009);
    expect(page.data).toHaveLength(50);
    const bytes = Buffer.byteLength(first.body);
    expect(bytes).toBeLessThan(100_000);

    // What the screens received before pages: every ticket with every line (all of them since
    // issue 36; the newest 2,000 before).
    const whole = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', search);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toHaveLength(2009);
    console.info(
      `seven weeks, ${seeded.tickets} tickets (${seeded.lines} lines): first page ${bytes} B, unpaged ${Buffer.byteLength(whole.body)} B`,
    );
  }, 120_000);
});
