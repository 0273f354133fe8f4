import { Button, Tooltip } from '@fluentui/react-components';
import { themeIcon, type ThemeToggleProps } from './theme-toggle';

/** The light/dark button with its tooltip, which names it (relationship "label"). */
export function ThemeToggle({ theme, label }: ThemeToggleProps) {
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={themeIcon(theme)} onClick={theme.toggle} />
    </Tooltip>
  );
}
