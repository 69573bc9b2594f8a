import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
