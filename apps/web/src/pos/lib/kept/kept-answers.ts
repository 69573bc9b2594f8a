/**
 * What the point of sale keeps on the device to open and sell without the server (issue 37): the
 * seller's draws and the company's details, as the server last answered them, per seller. Read
 * first at opening, replaced by each answer. localStorage: small, and read synchronously, so the
 * first render already has the draws to choose from.
 */
export type KeptName = 'draws' | 'company';

const keyOf = (userId: string, name: KeptName) => `tiraj.pos.kept.${name}.${userId}`;

/** Keeps an answer for this seller (storage full or refused: asked again at the next opening). */
export function keepAnswer(userId: string | undefined, name: KeptName, value: unknown) {
  if (!userId) return;
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify({ keptAt: Date.now(), value }));
  } catch {
    // nothing kept: the device asks the server, as before
  }
}

/** The answer kept for this seller, or undefined (none, or unreadable). */
export function readKept<T>(
  userId: string | undefined,
  name: KeptName,
): { value: T; keptAt: number } | undefined {
  if (!userId) return undefined;
  try {
    const raw = localStorage.getItem(keyOf(userId, name));
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as { keptAt?: unknown; value?: unknown };
    if (typeof kept.keptAt !== 'number' || kept.value === undefined) return undefined;
    return { value: kept.value as T, keptAt: kept.keptAt };
  } catch {
    return undefined;
  }
}
