import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';
import type { ThemeMode, ThemeModeValue } from './use-theme-mode';
import { THEME_STORAGE_KEY } from './theme-mode-key';

/** Cueline's brand ramp: the only place colours are defined; components use the theme tokens. */
const brand: BrandVariants = {
  10: '#05020F',
  20: '#1B1334',
  30: '#2B1B5C',
  40: '#38217A',
  50: '#45279A',
  60: '#522DB8',
  70: '#6039CC',
  80: '#6F4AD4',
  90: '#7E5CDB',
  100: '#8D6EE2',
  110: '#9C80E8',
  120: '#AB93ED',
  130: '#BBA6F2',
  140: '#CBBAF6',
  150: '#DCCEFA',
  160: '#EDE3FD',
};

const light: Theme = createLightTheme(brand);
const dark: Theme = {
  ...createDarkTheme(brand),
  colorBrandForeground1: brand[110],
  colorBrandForeground2: brand[120],
};

export const themes: Record<ThemeMode, Theme> = { light, dark };

const storageKey = THEME_STORAGE_KEY;
const darkQuery = '(prefers-color-scheme: dark)';

function storedMode(): ThemeMode | null {
  // Rendering at build time (src/ui/app/prerender-page.tsx) there is no window: the light theme.
  if (typeof window === 'undefined') return null;
  const value = window.localStorage.getItem(storageKey);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemMode(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
}

/** Follows prefers-color-scheme until the user picks a mode; the pick is persisted. */
export function useThemeModeState(): ThemeModeValue {
  const [chosen, setChosen] = useState<ThemeMode | null>(storedMode);
  const [system, setSystem] = useState<ThemeMode>(systemMode);

  useEffect(() => {
    const query = window.matchMedia?.(darkQuery);
    if (!query) return undefined;
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const mode = chosen ?? system;
  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    window.localStorage.setItem(storageKey, next);
    setChosen(next);
  }, [mode]);

  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return useMemo(() => ({ mode, toggle }), [mode, toggle]);
}
