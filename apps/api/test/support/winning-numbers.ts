import type { DrawInput } from '@tiraj/domain';
import { lotteryCategories } from '../../src/db/schema/index.ts';
import { bearer, unique } from './factories.ts';
import { rolesApp } from './roles.ts';

/** A draw's four typed numbers as the admin sends them. */
export const typed = (d: DrawInput) => [
  { gameCategory: 'BLT', position: 1, number: d.first },
  { gameCategory: 'BLT', position: 2, number: d.second },
  { gameCategory: 'BLT', position: 3, number: d.third },
  { gameCategory: 'L3C', position: 1, number: d.l3c },
];

/** The winning-number tests' server, the admin's calls, and a new category per call. */
export async function winningNumbersApp() {
  const roles = await rolesApp();
  const { app, db, tokens } = roles;
  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(tokens.admin) });
  async function category() {
    const [row] = await db
      .insert(lotteryCategories)
      .values({ name: unique('Georgia'), startTime: '08:00', endTime: '12:00' })
      .returning();
    return row!;
  }
  return { ...roles, asAdmin, category };
}
