import { expect } from 'vitest';
import { unique } from './factories.ts';
import { rolesApp } from './roles.ts';

/** The lottery-category tests' server (rolesApp) and a category made through the admin API. */
export async function lotteryCategoriesApp() {
  const roles = await rolesApp();
  const { asAdmin } = roles;

  async function create(name = unique('New York'), startTime = '08:00', endTime = '14:30') {
    const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: name,
      startTime,
      endTime,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      _id: string;
      lotteryName: string;
      startTime: string;
      endTime: string;
    };
  }
  return { ...roles, create };
}
