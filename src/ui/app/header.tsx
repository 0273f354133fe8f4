import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import {
  BotRegular,
  LocalLanguageRegular,
  MusicNote2Filled,
  WeatherMoonRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { links } from '../../domain/routes';
import { isProfileRole } from '../../domain/roles';
import { BotLinkDialog } from '../bot-link/bot-link-dialog';
import { FeedbackDialog } from '../feedback/feedback-dialog';
import { useLanguage } from '../hooks/use-language';
import { useSession } from '../hooks/use-session';
import { useThemeMode } from '../hooks/use-theme-mode';
import { AvatarMenu } from './avatar-menu';
import { useHeaderStyles } from './header.styles';
import { CompactNav, HeaderNav } from './header-nav';

// The bell reads the local database, so it and RxDB load after sign-in, not with the first page.
const NotificationBell = lazy(() =>
  import('../notifications/notification-bell').then((module) => ({ default: module.NotificationBell })),
);

function Logo() {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  return (
    <Link href={links.home()} className={styles.logo} aria-label={t('app.logoLabel')}>
      <MusicNote2Filled fontSize={28} aria-hidden />
      <span className={styles.logoText}>{t('app.name')}</span>
    </Link>
  );
}

/** Signed-out header: the logo, the language chooser and the theme toggle. */
function GuestActions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useThemeMode();
  return (
    <>
      <Button appearance="subtle" icon={<LocalLanguageRegular />} onClick={() => language.store.open()}>
        {t('menu.language')}
      </Button>
      <Tooltip
        content={theme.mode === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme')}
        relationship="label"
      >
        <Button
          appearance="subtle"
          icon={theme.mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
          onClick={theme.toggle}
        />
      </Tooltip>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const { state } = useSession();
  const [dialog, setDialog] = useState<'bot' | 'feedback' | null>(null);
  const role = isProfileRole(state.currentRole) ? state.currentRole : null;
  const signedIn = state.user !== null;
  const admin = state.currentRole === 'admin';

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      {signedIn && role ? <CompactNav role={role} /> : null}
      <Logo />
      {signedIn && role ? <HeaderNav role={role} /> : null}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {signedIn ? (
          <>
            {admin ? null : (
              <Tooltip content={t('header.botLink')} relationship="label">
                <Button appearance="subtle" icon={<BotRegular />} onClick={() => setDialog('bot')} />
              </Tooltip>
            )}
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <AvatarMenu admin={admin} onFeedback={() => setDialog('feedback')} />
          </>
        ) : (
          <GuestActions />
        )}
      </div>
      {signedIn ? <BotLinkDialog open={dialog === 'bot'} onClose={() => setDialog(null)} /> : null}
      {signedIn ? <FeedbackDialog open={dialog === 'feedback'} onClose={() => setDialog(null)} /> : null}
    </header>
  );
}
