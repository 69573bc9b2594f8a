import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readableOn } from './contrast.ts';

/** Deep blue of Haiti's flag (#00209F) as the primary colour. */
const haiti: MantineColorsTuple = [
  '#e7eaff',
  '#ced4fb',
  '#9ba6f0',
  '#6677e6',
  '#3a50dc',
  '#2039d6',
  '#102cc9',
  '#00209f',
  '#001a87',
  '#00136b',
];

/** The flag's red (#D21034), kept for danger and destructive actions. */
const red: MantineColorsTuple = [
  '#ffe8ec',
  '#fcd0d8',
  '#f59fb0',
  '#ee6c85',
  '#e84261',
  '#e4284a',
  '#d21034',
  '#b9022b',
  '#a50026',
  '#900020',
];

export const theme = createTheme({
  primaryColor: 'haiti',
  primaryShade: 7,
  colors: { haiti, red },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Honour the system's reduced-motion setting (modals and toasts appear without animation).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: { defaultProps: { centered: true } },
    // A select opens on a click, an arrow key or typing, not when Tab passes through it (where
    // its list would cover the next fields).
    Select: { defaultProps: { openOnFocus: false } },
    MultiSelect: { defaultProps: { openOnFocus: false } },
  },
});

/**
 * Good news written in green (a figure up on last week): Mantine's green 8 reads at 3.4:1 on
 * white, so the same hue, deepened to 4.5:1.
 */
export const GOOD_TEXT = readableOn(DEFAULT_THEME.colors.green[8], '#ffffff');

/** Bad news in the flag's red (7: 7.2:1 on white). */
export const BAD_TEXT = red[7];

/**
 * Mantine's greys and light badges fall short of WCAG 2.1 AA (4.5:1): grey text (#868e96) reads
 * at 3.3:1 on white, teal badge text at 4.3:1 on its tint. Only those shades deepen; every
 * colour, background and component stays as designed.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const colors = { ...DEFAULT_THEME.colors, ...resolved.colors };
  const lightBadgeText = Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [
      // The light variant writes shade 9 on shade 1.
      `--mantine-color-${name}-light-color`,
      readableOn(shades[9], shades[1]),
    ]),
  );
  return {
    variables: {},
    // A neutral grey readable on white and on the light grey panels (5.2:1 on #f1f3f5).
    // Placeholders stay lighter than typed text yet readable (4.7:1 on white, Mantine's: 2.1:1).
    light: {
      '--mantine-color-dimmed': '#5f666d',
      '--mantine-color-placeholder': '#6c757d',
      ...lightBadgeText,
    },
    dark: {},
  };
};
