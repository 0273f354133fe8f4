import { Button } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import type { ThemeModeValue } from './use-theme-mode';

export interface ThemeToggleProps {
  theme: ThemeModeValue;
  /** What the button does: its accessible name and its tooltip. */
  label: string;
}

export const themeIcon = (theme: ThemeModeValue) =>
  theme.mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />;

/** The light/dark button named by aria-label, shown until its tooltip (and Fluent's positioning) loads. */
export function PlainThemeToggle({ theme, label }: ThemeToggleProps) {
  return <Button appearance="subtle" aria-label={label} icon={themeIcon(theme)} onClick={theme.toggle} />;
}
