import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableOn } from './contrast.ts';
import { BAD_TEXT, cssVariablesResolver, GOOD_TEXT, theme } from './theme.ts';

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
const colors = { ...DEFAULT_THEME.colors, ...theme.colors };

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#868e96', '#ffffff', 3.32],
    ['#087f5b', '#c3fae8', 4.33],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

describe('good and bad news', () => {
  it.each([
    ['green', GOOD_TEXT],
    ['red', BAD_TEXT],
  ])('in %s reads at 4.5:1 or more on white', (_, color) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('readableOn', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableOn('#00209f', '#ffffff')).toBe('#00209f');
  });
  it('darkens a light one until it reaches 4.5:1', () => {
    const darker = readableOn('#087f5b', '#c3fae8');
    expect(darker).not.toBe('#087f5b');
    expect(contrastRatio(darker, '#c3fae8')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('the theme reads at WCAG 2.1 AA (4.5:1)', () => {
  // The page, the striped rows and the light panels the grey descriptions sit on.
  it.each(['#ffffff', '#f8f9fa', '#f1f3f5'])('dimmed text on %s', (background) => {
    const dimmed = light['--mantine-color-dimmed'];
    expect(dimmed).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(dimmed!, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('placeholders on a white input', () => {
    const placeholder = light['--mantine-color-placeholder'];
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(placeholder!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.keys(colors))('a light %s badge', (name) => {
    const text = light[`--mantine-color-${name}-light-color`];
    expect(text, name).toMatch(/^#[0-9a-f]{6}$/);
    // The light variant's background is the colour's shade 1.
    expect(contrastRatio(text!, colors[name]![1])).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
