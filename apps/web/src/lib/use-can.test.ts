import type { SessionUser } from '@tiraj/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubBrowser } from '../test-support/browser-globals.ts';
import { clearSession, readSession, saveSession } from './session.ts';
import { can } from './use-can.ts';

afterEach(() => vi.unstubAllGlobals());

const user = (extra: Partial<SessionUser> = {}): SessionUser => ({
  role: 'subadmin',
  userName: 'marie',
  companyName: 'Bank',
  _id: 'u1',
  timeZone: 'America/Port-au-Prince',
  language: null,
  ...extra,
});

describe('a staff account in the session, and what it may use (issue 39)', () => {
  it('the owner: every capability, and no staff keys stored', () => {
    stubBrowser(() => json(200, {}));
    saveSession('t', user());
    expect(readSession()).not.toHaveProperty('staffRole');
    expect(can('settings')).toBe(true);
    expect(can('staff')).toBe(true);
  });

  it('a branch-bound cashier: cash, not settings; gone with the session', () => {
    stubBrowser(() => json(200, {}));
    saveSession('t', user({ staffRole: 'cashier', branchId: 'b1' }));
    expect(readSession()).toMatchObject({ staffRole: 'cashier', branchId: 'b1' });
    expect(can('cash')).toBe(true);
    expect(can('settings')).toBe(false);
    expect(can('tickets')).toBe(false);
    // The next user of the browser is not a cashier.
    saveSession('t2', user());
    expect(can('settings')).toBe(true);
    clearSession();
    expect(sessionStorage.getItem('staffRole')).toBeNull();
  });
});
