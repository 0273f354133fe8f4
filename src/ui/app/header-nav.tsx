import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { headerItemsFor, navigationFor } from '../../domain/navigation';
import type { ProfileRole } from '../../domain/roles';
import { useRequestActivity } from '../hooks/use-request-activity';
import { useHeaderStyles } from './header.styles';
import { navLabel } from './nav-label';

const isActive = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

const useDotStyles = makeStyles({
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    marginInlineStart: tokens.spacingHorizontalXS,
    verticalAlign: 'super',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
  },
});

/**
 * The role's header items as links on wide screens. For an owner, Requests carries a red dot while others
 * acted on their orders since they last looked (docs/licensing.md §3), and says so in its name.
 */
export function HeaderNav({ role }: { role: ProfileRole }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const dotStyles = useDotStyles();
  const [location] = useLocation();
  const activity = useRequestActivity(role === 'owner');
  return (
    <nav className={styles.nav} aria-label={t('nav.main')}>
      {headerItemsFor(role).map((item) => (
        <Link
          key={item.key}
          href={item.href}
          className={mergeClasses(styles.navLink, isActive(location, item.href) && styles.navLinkActive)}
          aria-current={isActive(location, item.href) ? 'page' : undefined}
          aria-label={item.key === 'nav.requests' && activity ? t('nav.requestsActivity') : undefined}
        >
          {navLabel(t, item.key)}
          {item.key === 'nav.requests' && activity ? (
            <span className={dotStyles.dot} data-testid="requests-dot" aria-hidden="true" />
          ) : null}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The whole navigation of the role in a menu; shown instead of the links on small screens. Requests shows
 * the dot the wide header's links keep current.
 */
export function CompactNav({ role }: { role: ProfileRole }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const dotStyles = useDotStyles();
  const activity = useRequestActivity();
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
    </div>
  );
}
