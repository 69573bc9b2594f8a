import { QueryClient } from '@tanstack/react-query';
import { DEVICE_NOT_REGISTERED, type SignInAnswer } from '@tiraj/domain/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentLanguage, startI18n } from '../../i18n/i18n.ts';
import { dashboardResources } from '../../i18n/resources/dashboard.ts';
import { ApiError } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';
import { json, stubBrowser } from '../../test-support/browser-globals.ts';
import {
  acceptSignIn,
  isSellerDeviceRefusal,
  refuseSellers,
  SellerUsesDevice,
  signInErrorTitle,
  signInErrorToast,
} from './sign-in.ts';

afterEach(() => vi.unstubAllGlobals());

describe('signInErrorTitle (SPEC.md §8 login toasts)', () => {
  const cases: [string, unknown, unknown][] = [
    [
      'the server message',
      new ApiError(401, 'Invalid user name or password.'),
      { text: 'Invalid user name or password.' },
    ],
    [
      'an answer without a message',
      new ApiError(500, 'Server error (500)', [], undefined, false),
      'loginFailed',
    ],
    [
      'a network error',
      new ApiError(0, 'Network error. Please try again.', [], undefined, false),
      'anErrorOccurred',
    ],
    ['anything else', new TypeError('boom'), 'anErrorOccurred'],
  ];
  it.each(cases)('%s', (_name, error, title) => expect(signInErrorTitle(error)).toEqual(title));
});

describe('isSellerDeviceRefusal (the toast then points to /pos)', () => {
  const cases: [string, unknown, boolean][] = [
    ['a seller refused for its device', new ApiError(403, DEVICE_NOT_REGISTERED), true],
    ['an inactive account', new ApiError(403, 'This account is inactive.'), false],
    ['the same text with another status', new ApiError(401, DEVICE_NOT_REGISTERED), false],
    ['not an api error', new Error(DEVICE_NOT_REGISTERED), false],
  ];
  it.each(cases)('%s', (_name, error, expected) =>
    expect(isSellerDeviceRefusal(error)).toBe(expected),
  );
});

const answer = (
  role: SignInAnswer['user']['role'],
  token: string,
  language: SignInAnswer['user']['language'] = null,
): SignInAnswer => ({
  success: true,
  token,
  message: 'Welcome',
  user: {
    role,
    userName: `a ${role}`,
    companyName: role === 'admin' ? null : 'Banque',
    _id: role,
    timeZone: 'America/Port-au-Prince',
    language,
  },
});

/** A localStorage for the device's language choice (Node has none). */
function stubDeviceStorage(items: Record<string, string> = {}) {
  const store = new Map(Object.entries(items));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

describe('refuseSellers', () => {
  it("revokes a seller's token on the server, keeps no session and fails the sign-in", async () => {
    const calls = stubBrowser(() => json(200, { success: true, message: 'Signed out' }));
    await expect(refuseSellers(answer('seller', 'seller-token'))).rejects.toBeInstanceOf(
      SellerUsesDevice,
    );
    expect(calls).toEqual([
      { url: '/api/auth/signout', method: 'POST', authorization: 'Bearer seller-token' },
    ]);
    expect(readSession()).toBeNull();
  });

  it('still turns the seller away when the sign-out call fails', async () => {
    stubBrowser(() => Promise.reject(new TypeError('fetch failed')));
    await expect(refuseSellers(answer('seller', 'seller-token'))).rejects.toBeInstanceOf(
      SellerUsesDevice,
    );
    expect(readSession()).toBeNull();
  });

  it('lets everyone else through, untouched', async () => {
    const calls = stubBrowser(() => json(500));
    const admin = answer('admin', 'admin-token');
    expect(await refuseSellers(admin)).toBe(admin);
    expect(calls).toEqual([]);
  });
});

describe('signInErrorToast', () => {
  // A refusal's words wait for the server's catalogue, added to the running translator.
  beforeAll(() => startI18n(dashboardResources, 'en'));

  it('points a seller to the point of sale, as briefly as every login toast', async () => {
    expect(await signInErrorToast(new SellerUsesDevice('x'), 'pointer')).toEqual({
      title: 'sellersUseDevice',
      description: 'pointer',
      autoClose: 3000,
    });
  });

  it("titles a refusal with the server's message; the pointer only for a seller's device", async () => {
    expect(
      await signInErrorToast(new ApiError(401, 'Invalid user name or password.'), 'p'),
    ).toEqual({
      title: { text: 'Invalid user name or password.' },
      description: undefined,
      autoClose: 3000,
    });
    expect(await signInErrorToast(new ApiError(403, DEVICE_NOT_REGISTERED), 'p')).toMatchObject({
      description: 'p',
    });
  });
});

describe('acceptSignIn', () => {
  it("starts the session on an empty cache: the last user's lists are gone", async () => {
    const calls = stubBrowser(() => json(500));
    sessionStorage.setItem('token', 'previous');
    sessionStorage.setItem('userRole', 'subadmin');
    sessionStorage.setItem('company', 'Previous Bank');
    const client = new QueryClient();
    client.setQueryData(['subadmins'], [{ _id: 'x', companyName: 'Previous Bank' }]);
    acceptSignIn(answer('admin', 'admin-token'), client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(readSession()).toEqual({
      token: 'admin-token',
      userRole: 'admin',
      userName: 'a admin',
      company: '',
      userId: 'admin',
      timeZone: 'America/Port-au-Prince',
    });
    expect(calls).toEqual([]);
  });
});

describe('acceptSignIn and the language', () => {
  beforeAll(() => startI18n(dashboardResources, 'en'));

  it("shows the user's saved language at once and remembers it on this device", async () => {
    const calls = stubBrowser(() => json(200, {}));
    const device = stubDeviceStorage({ 'tiraj.language': 'en' });
    acceptSignIn(answer('subadmin', 'tok', 'fr'), new QueryClient());
    expect(currentLanguage()).toBe('fr');
    expect(device.get('tiraj.language')).toBe('fr');
    // The user's choice is already theirs: nothing to save.
    expect(calls).toEqual([]);
  });

  it("saves this device's choice as the user's when they never chose", async () => {
    const calls = stubBrowser(() => json(200, {}));
    stubDeviceStorage({ 'tiraj.language': 'ht' });
    acceptSignIn(answer('supervisor', 'tok'), new QueryClient());
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/auth/me', method: 'PATCH', authorization: 'Bearer tok' },
      ]),
    );
  });

  it("leaves a seller's language alone: it is turned away", async () => {
    stubBrowser(() => json(200, {}));
    const device = stubDeviceStorage({ 'tiraj.language': 'en' });
    await refuseSellers(answer('seller', 'tok', 'ht')).catch(() => undefined);
    expect(device.get('tiraj.language')).toBe('en');
  });
});
