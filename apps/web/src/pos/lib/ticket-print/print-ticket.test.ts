import { describe, expect, it } from 'vitest';
import { paperWidthOf } from './paper-width.ts';
import { pageRule } from './print-ticket.ts';

describe('pageRule', () => {
  it.each([
    [58, 378, '@page { size: 58mm 105mm; margin: 0 }'],
    [80, 756, '@page { size: 80mm 205mm; margin: 0 }'],
    // Not measured (nothing laid out): still a page a receipt printer can feed.
    [58, 0, '@page { size: 58mm 40mm; margin: 0 }'],
  ] as const)('%s mm, %s px tall', (width, height, rule) => {
    expect(pageRule(width, height)).toBe(rule);
  });
});

describe('paperWidthOf', () => {
  it.each([
    ['80', 80],
    ['58', 58],
    [null, 58],
    ['A4', 58],
  ] as const)('%s → %s mm', (stored, width) => expect(paperWidthOf(stored)).toBe(width));
});
