import { darken } from '@mantine/core';

/** WCAG 2.1 AA: normal-size text needs 4.5:1 against its background. */
export const AA_TEXT = 4.5;

/** The relative luminance of a #rrggbb colour (WCAG 2.1 definition). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `#rrggbb` from Mantine's `rgb(r, g, b)` (what `darken` answers) or a hex colour. */
function toHex(color: string): string {
  if (color.startsWith('#')) return color.toLowerCase();
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map((n) => Math.round(Number(n)));
  return `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The text colour itself when it is readable on the background, else the same hue darkened in
 * small steps until it is: the look stays, only the shade deepens.
 */
export function readableOn(text: string, background: string, ratio = AA_TEXT): string {
  let color = toHex(text);
  for (let step = 1; contrastRatio(color, background) < ratio && step <= 20; step++)
    color = toHex(darken(text, step * 0.05));
  return color;
}
