import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { navigationFor } from '../../domain/navigation';
import type { ProfileRole } from '../../domain/roles';
import { useRequestActivity } from '../orders/use-request-activity';
import { useDotStyles } from './activity-dot.styles';
import { navLabel } from './nav-label';

interface CompactNavMenuProps {
  role: ProfileRole;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The navigation button (./header-nav.tsx `CompactNav`, which loads this module on its first press). */
  children: ReactElement;
}

/** The role's whole navigation in a menu on `children`. Requests shows the dot the wide header's links keep current. */
export function CompactNavMenu({ role, open, onOpenChange, children }: CompactNavMenuProps) {
  const { t } = useTranslation();
  const dotStyles = useDotStyles();
  const activity = useRequestActivity();
  const [, navigate] = useLocation();
  return (
    <Menu open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {navigationFor(role).map((item) => (
            <MenuItem
              key={item.key}
              onClick={() => navigate(item.href)}
              aria-label={item.key === 'nav.requests' && activity ? t('nav.requestsActivity') : undefined}
            >
              {navLabel(t, item.key)}
              {item.key === 'nav.requests' && activity ? (
                <span className={dotStyles.dot} aria-hidden="true" />
              ) : null}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
