import { Suspense } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { headerItemsFor } from '../../domain/navigation';
import type { ProfileRole } from '../../domain/roles';
import { lazyPart } from '../components/lazy-part';
import { useLoadOnPress } from '../hooks/use-load-on-press';
import { useRequestActivity } from '../orders/use-request-activity';
import { useDotStyles } from './activity-dot.styles';
import { useHeaderStyles } from './header.styles';
import { navLabel } from './nav-label';

const isActive = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

const loadCompactNavMenu = () => void import('./compact-nav-menu');
const CompactNavMenu = lazyPart(() =>
  import('./compact-nav-menu').then((module) => ({ default: module.CompactNavMenu })),
);

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
 * The whole navigation of the role in a menu; shown instead of the links on small screens. Fluent's menu
 * (./compact-nav-menu.tsx) loads with the first press, asked for on hover or focus.
 */
export function CompactNav({ role }: { role: ProfileRole }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const menu = useLoadOnPress(loadCompactNavMenu, { menu: true });
  const button = (
    <Button
      appearance="subtle"
      icon={<NavigationRegular />}
      aria-label={t('nav.menu')}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      {...menu.triggerProps}
    />
  );
  return (
    <div className={styles.compactNav}>
      {menu.pressed ? (
        <Suspense fallback={button}>
          <CompactNavMenu role={role} open={menu.open} onOpenChange={menu.setOpen}>
            {button}
          </CompactNavMenu>
        </Suspense>
      ) : (
        button
      )}
    </div>
  );
}
