import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test-support/browser-globals.ts';
import { ApiError, setSessionSource } from './api-client.ts';
import { chatFileKey, fetchChatFile } from './chat-file.ts';

afterEach(() => vi.unstubAllGlobals());

// One fetch for both apps: each gives its own token through the api client's session source.
describe('fetchChatFile', () => {
  it("sends the session's token, whichever app holds it, and returns the file", async () => {
    const calls = stubBrowser(() => new Response('RIFF', { status: 200 }));
    setSessionSource({ token: () => 'device-token', clear: () => undefined });
    const blob = await fetchChatFile('/files/abc.wav');
    expect(await blob.text()).toBe('RIFF');
    expect(calls).toEqual([
      { url: '/files/abc.wav', method: 'GET', authorization: 'Bearer device-token' },
    ]);
  });

  it('refuses a failed answer with its status', async () => {
    stubBrowser(() => new Response('', { status: 403 }));
    setSessionSource({ token: () => undefined, clear: () => undefined });
    const error = await fetchChatFile('files/abc.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

describe('chatFileKey', () => {
  it('names a file by its key, whichever signed link (or plain path) reaches it', () => {
    const key = '70dc8e6242878efb5d656a781bf2ed59.png';
    expect(chatFileKey(`files/1795899000-w5ucb1CmA-FAlv_L9NuVpQ/${key}`)).toBe(key);
    expect(chatFileKey(`files/1795899300-AAAAAAAAAAAAAAAAAAAAAA/${key}`)).toBe(key);
    expect(chatFileKey(`files/${key}`)).toBe(key);
  });
});
