import type { Namespace, TFunction } from 'i18next';

/**
 * A message kept to be shown (a note, an error), said in the screen's language each time it is
 * shown: a state holding text would keep the language it was made in after the seller switches.
 */
export type Say<Ns extends Namespace = 'pos'> = (t: TFunction<Ns>) => string;
