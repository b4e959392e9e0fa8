/** The shape French (or any other language) must have: every English key, each a string. Used
 * with `satisfies`, so a missing or extra key fails the build. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
