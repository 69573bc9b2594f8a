import { describe, expect, it } from 'vitest';
import { autoPrintOf, printerKindOf } from './printer-settings.ts';

describe('printerKindOf', () => {
  it.each([
    ['rawbt', 'rawbt'],
    ['usb', 'usb'],
    ['bluetooth', 'bluetooth'],
    ['browser', 'browser'],
    [null, 'browser'],
    ['serial', 'browser'],
  ] as const)('%s → %s', (stored, kind) => {
    expect(printerKindOf(stored)).toBe(kind);
  });
});

describe('autoPrintOf', () => {
  it.each([
    ['rawbt', null, true],
    ['usb', 'on', true],
    ['bluetooth', 'off', false],
    // The dialog would open by itself after each sale: never automatic.
    ['browser', null, false],
    ['browser', 'on', false],
  ] as const)('%s with %s → %s', (kind, stored, on) => {
    expect(autoPrintOf(kind, stored)).toBe(on);
  });
});
