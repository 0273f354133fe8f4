import { Body1, makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { Redirect, useLocation, useParams } from 'wouter';
import { links, settingsTabs, type SettingsTab } from '../../domain/routes';
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

function TabPanel({ tab }: { tab: SettingsTab }) {
  const t = useSettingsT();
  if (tab === 'main') return <ProfileForm />;
  if (tab === 'change-password') return <ChangePasswordForm />;
  return <Body1>{t('settings.notAvailable')}</Body1>;
}

/** Profile and settings: /users/{tab}. */
export function SettingsPage() {
  const t = useSettingsT();
  const styles = useStyles();
  const params = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  const requested = params.tab ?? 'main';
  if (!isSettingsTab(requested)) return <Redirect to={links.settings('main')} replace />;

  return (
    <Page narrow>
      <Title2 as="h1">{t('settings.title')}</Title2>
      <TabList
        className={styles.tabs}
        selectedValue={requested}
        aria-label={t('settings.tabs')}
        onTabSelect={(_, data) => {
          const tab = String(data.value);
          if (isSettingsTab(tab)) navigate(links.settings(tab));
        }}
      >
        {settingsTabs.map((tab) => (
          <Tab key={tab} value={tab}>
            {translateKey(t, `settings.tab.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={translateKey(t, `settings.tab.${requested}`)} className={styles.panel}>
        <TabPanel tab={requested} />
      </div>
    </Page>
  );
}
