import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubBrowser } from '../test-support/browser-globals.ts';
import { api, ApiError, get, setSessionEndedHandler } from './api-client.ts';
import { readSession } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error as ApiError,
  );

describe('ApiError.hasServerMessage', () => {
  const cases: [string, () => Response, string, boolean][] = [
    [
      'the server message',
      () => json(401, { success: false, message: 'Invalid user name or password.' }),
      'Invalid user name or password.',
      true,
    ],
    ['no message', () => json(500, { success: false }), 'Server error (500)', false],
    ['a blank message', () => json(400, { message: '  ' }), 'Server error (400)', false],
    [
      'a body that is not JSON',
      () => new Response('<html>', { status: 502 }),
      'Server error (502)',
      false,
    ],
    ['an empty body', () => json(503), 'Server error (503)', false],
  ];
  it.each(cases)('%s', async (_name, response, message, hasServerMessage) => {
    stubBrowser(response);
    const error = await failureOf(api('POST', '/auth/signin', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.hasServerMessage).toBe(hasServerMessage);
  });

  it('a network error has status 0 and no server message', async () => {
    stubBrowser(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(get('/admin/getsubadmin'));
    expect(error.status).toBe(0);
    expect(error.hasServerMessage).toBe(false);
  });
});

describe('a 401', () => {
  const signedIn = () => {
    sessionStorage.setItem('token', 'session-token');
    sessionStorage.setItem('userRole', 'admin');
  };

  it("on the session's call forgets the session and calls the session-ended handler", async () => {
    const calls = stubBrowser(() => json(401, { message: 'Please sign in again.' }));
    signedIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    await failureOf(get('/admin/getsubadmin'));
    expect(calls[0]!.authorization).toBe('Bearer session-token');
    expect(readSession()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('on a call made with another token leaves the session alone', async () => {
    const calls = stubBrowser(() => json(401, { message: 'Please sign in again.' }));
    signedIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    await failureOf(api('POST', '/auth/signout', {}, { token: 'other-token' }));
    expect(calls[0]!.authorization).toBe('Bearer other-token');
    expect(readSession()?.token).toBe('session-token');
    expect(ended).not.toHaveBeenCalled();
  });
});
