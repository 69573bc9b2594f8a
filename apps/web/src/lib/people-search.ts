/** A seller or a supervisor the header search can find by name. */
export interface Person {
  kind: 'seller' | 'supervisor';
  id: string;
  name: string;
  /** what tells two alike apart: a seller's supervisor, inactive … */
  detail?: string;
}

/** Lower case without accents (`Évens` finds `evens`), for matching typed names. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** 0: the name starts with it; 1: a word of it does; 2: it is inside; null: no match. */
function rankOf(name: string, typed: string): number | null {
  const at = name.indexOf(typed);
  if (at < 0) return null;
  if (at === 0) return 0;
  return /[\s._-]/.test(name[at - 1] ?? '') ? 1 : 2;
}

/**
 * The people whose name holds what was typed (any case, any accent), best first:
 * names starting with it, then a word starting with it, then the rest; alike, by name.
 */
export function matchPeople(typed: string, people: readonly Person[], max = 8): Person[] {
  const text = folded(typed);
  if (!text) return [];
  return people
    .flatMap((person) => {
      const name = folded(person.name);
      const rank = rankOf(name, text);
      return rank === null ? [] : [{ person, rank, name }];
    })
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((hit) => hit.person);
}
