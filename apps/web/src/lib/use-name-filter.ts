import { useSearchParams } from 'react-router';

/** A name as a search finds it: a part of it, in either case, accents aside. */
export const foldName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A people list filtered by name, the words kept in the address (`?q=`): the header search opens
 * Sellers or Supervisors on the one it found, and the filter survives a reload or a shared link.
 */
export function useNameFilter<T>(rows: T[] | undefined, nameOf: (row: T) => string) {
  const [params, setParams] = useSearchParams();
  const needle = params.get('q') ?? '';
  const setNeedle = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const words = foldName(needle.trim());
  const found = words ? rows?.filter((row) => foldName(nameOf(row)).includes(words)) : rows;
  return { needle, setNeedle, found };
}
