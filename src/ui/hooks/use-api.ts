import { useServices } from './services';
import type { ApiClient } from './services';

/** The shared API client (sends the language and the current role with every request). */
export function useApi(): ApiClient {
  return useServices().api;
}
