import { useSearch } from 'wouter';

/** The `token` query parameter of the current address, or null. */
export function useUrlToken(): string | null {
  const token = new URLSearchParams(useSearch()).get('token');
  return token && token.trim() ? token : null;
}
