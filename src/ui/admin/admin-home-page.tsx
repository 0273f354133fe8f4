import { Suspense, type ComponentType } from 'react';
import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { logout } from '../../sync';
import { lazyPart } from '../components/lazy-part';
import { NavTabs } from '../components/nav-tabs';
import { Page, PageLoading } from '../components/page';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { useAdminT } from './i18n';

/** The admin area's sections, each its own chunk (docs/decisions/0018-admin-area.md). */
const sections = {
  users: lazyPart(async () => ({ default: (await import('./users-section')).UsersSection })),
  catalogue: lazyPart(async () => ({ default: (await import('./catalogue-section')).CatalogueSection })),
  notifications: lazyPart(async () => ({
    default: (await import('./notifications-section')).NotificationsSection,
  })),
  companies: lazyPart(async () => ({ default: (await import('./companies-section')).CompaniesSection })),
  system: lazyPart(async () => ({ default: (await import('./system-section')).SystemSection })),
  audit: lazyPart(async () => ({ default: (await import('./audit-section')).AuditSection })),
} satisfies Record<string, ComponentType>;

type SectionName = keyof typeof sections;
const sectionNames = Object.keys(sections) as SectionName[];
const isSection = (value: string | undefined): value is SectionName =>
  value !== undefined && (sectionNames as string[]).includes(value);

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** The administration area: /admin opens Users; /admin/<section> the others. */
export function AdminHomePage() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const { store } = useSession();
  const [location, navigate] = useLocation();
  const asked = location.split('/')[2];
  const current: SectionName = isSection(asked) ? asked : 'users';
  const Section = sections[current];

  const onLogout = async () => {
    try {
      await logout(api);
    } finally {
      store.removeUser();
      navigate(links.adminLogin(), { replace: true });
    }
  };

  return (
    <Page>
      <div className={styles.head}>
        <Title2 as="h1">{t('admin.title')}</Title2>
        <Button onClick={() => void onLogout()}>{t('admin.logout')}</Button>
      </div>
      <NavTabs
        label={t('admin.sections')}
        tabs={sectionNames.map((name) => ({
          href: links.adminSection(name),
          label: t(`admin.section.${name}`),
          current: name === current,
        }))}
      />
      <Suspense fallback={<PageLoading />}>
        <Section />
      </Suspense>
    </Page>
  );
}
