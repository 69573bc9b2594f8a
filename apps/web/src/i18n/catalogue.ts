/**
 * A catalogue in another language: exactly the English catalogue's keys, every leaf a text.
 * `satisfies Translation<typeof en>` makes the compiler refuse a missing or an extra key.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
