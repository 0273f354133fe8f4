// Without the schema library: the client keys answers before an operation's module has loaded.

/** The key of one answer of an operation, the same for the same input whatever the key order. */
export function operationKey(operation: { id: string }, input: object): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, item]) => [key, sorted(item)]),
      );
    }
    return value;
  };
  return `${operation.id}:${JSON.stringify(sorted(input))}`;
}
