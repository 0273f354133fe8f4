export type FieldStatus = 'error' | 'valid' | 'default';

/** docs/product.md §5: 'error' when an error is present, 'valid' when the value is non-empty, else 'default'. */
export function fieldStatus(value: unknown, error: unknown): FieldStatus {
  if (error) return 'error';
  if (Array.isArray(value)) return value.length > 0 ? 'valid' : 'default';
  if (value === undefined || value === null || value === '') return 'default';
  return 'valid';
}
