import { createContext, useContext } from 'react';
import type { ApiClient, LanguageStore, SessionStore } from '../../sync';

export type { ApiClient, LanguageStore, SessionStore };

/** The client-side services the app shell creates once and every feature reads through hooks. */
export interface Services {
  api: ApiClient;
  session: SessionStore;
  language: LanguageStore;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <AppProviders>');
  return services;
}
