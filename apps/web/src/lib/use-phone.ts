import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `xs` breakpoint (36em, 576 px): a phone held upright,
 * where a wide table turns into cards. Read at once, so a phone never flashes
 * the desktop layout first.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}
