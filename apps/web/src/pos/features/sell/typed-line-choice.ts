import { useState } from 'react';
import type { TypedLineChoice } from '@tiraj/domain';

const KEY = 'tiraj.pos.typedLineChoice';

function read(): TypedLineChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<TypedLineChoice>;
    const k = (v: unknown) => (v === 2 || v === 3 ? v : 1);
    return { l4c: k(saved.l4c), l5c: k(saved.l5c) };
  } catch {
    return { l4c: 1, l5c: 1 };
  }
}

/** Which L4C and L5C a 4- or 5-digit number goes to: stays set on this device. */
export function useTypedLineChoice() {
  const [choice, setChoice] = useState(read);
  const change = (next: TypedLineChoice) => {
    localStorage.setItem(KEY, JSON.stringify(next));
    setChoice(next);
  };
  return [choice, change] as const;
}
