import { describe, expect, it } from 'vitest';
import { updateSellerBody, type Seller } from '@tiraj/domain/contracts';
import { updateBodyOf, valuesOf } from './seller-bodies.ts';

const seller: Seller = {
  _id: 's1',
  userName: 'jean',
  imei: 'TJ-8F3K-2QX9',
  isActive: true,
  superVisorName: null,
  superVisorId: null,
  companyName: 'Bank',
  commissionPercent: null,
  creditLimit: null,
  balance: 0,
  branchId: null,
  branchName: null,
};

// Issue 36: the form sends what SPEC's form sends: non-empty fields; an emptied Device ID is ""
// (it removes the device), never null; no device and none typed sends no Device ID.
describe('EDIT SELLER: the update body', () => {
  const cases: [string, Seller, string, string | undefined][] = [
    ['device kept', seller, 'TJ-8F3K-2QX9', 'TJ-8F3K-2QX9'],
    ['device typed with spaces', seller, '  TJ-NEW  ', 'TJ-NEW'],
    ['device emptied', seller, '', ''],
    ['device emptied to blanks', seller, '   ', ''],
    ['no device, none typed', { ...seller, imei: null }, '', undefined],
    ['no device, one typed', { ...seller, imei: null }, ' TJ-NEW ', 'TJ-NEW'],
  ];
  it.each(cases)('%s', (_, current, typed, sent) => {
    for (const withSupervisor of [true, false]) {
      const body = updateBodyOf(current, { ...valuesOf(current), imei: typed }, withSupervisor);
      expect(body.imei).toBe(sent);
      expect(Object.values(body)).not.toContain(null);
      // The API reads an emptied device as "none": the seller may sign in from any device.
      const parsed = updateSellerBody.parse(body);
      expect(parsed.imei).toBe(sent === '' ? null : sent);
      if (sent === undefined) expect(body).not.toHaveProperty('imei');
    }
  });

  it('sends no password unless typed, and the name only when not empty', () => {
    const body = updateBodyOf(seller, { ...valuesOf(seller), userName: '  ' }, true);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('userName');
    expect(
      updateBodyOf(seller, { ...valuesOf(seller), password: 'secret-1' }, false),
    ).toMatchObject({ password: 'secret-1', userName: 'jean' });
  });
});
