import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggle: () => undefined });

/** The active colour scheme and a toggle that persists the choice. */
export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
