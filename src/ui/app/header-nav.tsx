import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
} from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { headerItemsFor, navigationFor } from '../../domain/navigation';
import type { ProfileRole } from '../../domain/roles';
import { useHeaderStyles } from './header.styles';
import { navLabel } from './nav-label';

const isActive = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

/** The role's header items as links on wide screens. */
export function HeaderNav({ role }: { role: ProfileRole }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const [location] = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('nav.main')}>
      {headerItemsFor(role).map((item) => (
        <Link
          key={item.key}
          href={item.href}
          className={mergeClasses(styles.navLink, isActive(location, item.href) && styles.navLinkActive)}
          aria-current={isActive(location, item.href) ? 'page' : undefined}
        >
          {navLabel(t, item.key)}
        </Link>
      ))}
    </nav>
  );
}

/** The whole navigation of the role in a menu; shown instead of the links on small screens. */
export function CompactNav({ role }: { role: ProfileRole }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const [, navigate] = useLocation();
  return (
    <div className={styles.compactNav}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('nav.menu')} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {navigationFor(role).map((item) => (
              <MenuItem key={item.key} onClick={() => navigate(item.href)}>
                {navLabel(t, item.key)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
