import { Suspense, type ComponentType } from 'react';
import { makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { Redirect, useParams } from 'wouter';
import { links, settingsTabs, type SettingsTab } from '../../domain/routes';
import { lazyPart } from '../components/lazy-part';
import { NavTabs } from '../components/nav-tabs';
import { Page } from '../components/page';
import { translateKey } from '../i18n';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { useSettingsT } from './i18n';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { paddingTop: tokens.spacingVerticalM },
});

const isSettingsTab = (value: string): value is SettingsTab =>
  (settingsTabs as readonly string[]).includes(value);

// The legal-entity tabs load with their own code and strings when first opened.
const LegalEntityTab = lazyPart(() =>
  import('./legal-entities/legal-entity-tab').then((module) => ({ default: module.LegalEntityTab })),
);
const RolesTab = lazyPart(() =>
  import('./legal-entities/roles-tab').then((module) => ({ default: module.RolesTab })),
);
const PerformersTab = lazyPart(() =>
  import('./legal-entities/performers-tab').then((module) => ({ default: module.PerformersTab })),
);

/** Tabs another feature draws: the shell hands in the documents tab from contracts. */
export type SettingsPanels = Pick<Record<SettingsTab, ComponentType>, 'documents'>;

const ownPanels: Omit<Record<SettingsTab, ComponentType>, keyof SettingsPanels> = {
  main: ProfileForm,
  'change-password': ChangePasswordForm,
  'legal-entity': LegalEntityTab,
  performers: PerformersTab,
  roles: RolesTab,
};

function TabPanel({ tab, panels }: { tab: SettingsTab; panels: SettingsPanels }) {
  const Panel = tab === 'documents' ? panels.documents : ownPanels[tab];
  return (
    <Suspense fallback={<Spinner size="small" />}>
      <Panel />
    </Suspense>
  );
}

/** Profile and settings: /users/{tab}. */
export function SettingsPage({ panels }: { panels: SettingsPanels }) {
  const t = useSettingsT();
  const styles = useStyles();
  const params = useParams<{ tab?: string }>();
  const requested = params.tab ?? 'main';
  if (!isSettingsTab(requested)) return <Redirect to={links.settings('main')} replace />;

  return (
    <Page narrow>
      <Title2 as="h1">{t('settings.title')}</Title2>
      <NavTabs
        className={styles.tabs}
        label={t('settings.tabs')}
        tabs={settingsTabs.map((tab) => ({
          href: links.settings(tab),
          label: translateKey(t, `settings.tab.${tab}`),
          current: tab === requested,
        }))}
      />
      <section aria-label={translateKey(t, `settings.tab.${requested}`)} className={styles.panel}>
        <TabPanel tab={requested} panels={panels} />
      </section>
    </Page>
  );
}
