import { describe, expect, it } from 'vitest';
import { userAgentSummary } from '../../src/auth/device.ts';

describe("a user agent's short summary, as the Journal shows where an action came from", () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      'Chrome 120 · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Firefox 121 · macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 23 · Android',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (ua, summary) => {
    expect(userAgentSummary(ua)).toBe(summary);
  });

  it('keeps at most 60 characters of what it does not recognise', () => {
    expect(userAgentSummary('x'.repeat(500))).toHaveLength(60);
  });
});
