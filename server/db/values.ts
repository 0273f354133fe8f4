/**
 * Whether an UPDATE's values name no column: Drizzle cannot build such a statement ("No values to set"),
 * so a repository skips it and an empty change is a no-op (docs/decisions/0035).
 */
export const isEmpty = (values: object): boolean =>
  Object.values(values).every((value) => value === undefined);
