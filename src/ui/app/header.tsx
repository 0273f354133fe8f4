import { Suspense } from 'react';
import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular, MusicNote2Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { links } from '../../domain/routes';
import { isProfileRole } from '../../domain/roles';
import { lazyPart } from '../components/lazy-part';
import { useLanguage } from '../hooks/use-language';
import { useSession } from '../hooks/use-session';
import { useThemeMode } from './use-theme-mode';
import { useHeaderStyles } from './header.styles';
import { PlainThemeToggle } from './theme-toggle';

// The tooltip (with Fluent's positioning) follows the first page; until then the button is named by aria-label.
const ThemeToggle = lazyPart(() =>
  import('./theme-toggle-tooltip').then((module) => ({ default: module.ThemeToggle })),
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
  const label = theme.mode === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme');
  return (
    <>
      <Button appearance="subtle" icon={<LocalLanguageRegular />} onClick={() => language.store.open()}>
        {t('menu.language')}
      </Button>
      <Suspense fallback={<PlainThemeToggle theme={theme} label={label} />}>
        <ThemeToggle theme={theme} label={label} />
      </Suspense>
    </>
  );
}

/** Loads a named export of a shell module the first time it renders. */
const signedInPart = <K extends 'CompactNav' | 'HeaderNav'>(name: K) =>
  lazyPart(() => import('./header-nav').then((module) => ({ default: module[name] })));

// Signed-in users only: the navigation, bell, avatar menu and dialogs load after sign-in, not with the first page.
const CompactNav = signedInPart('CompactNav');
const HeaderNav = signedInPart('HeaderNav');
const SignedInActions = lazyPart(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

export function Header() {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  const { state } = useSession();
  const role = isProfileRole(state.currentRole) ? state.currentRole : null;
  const signedIn = state.user !== null;

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      {signedIn && role ? (
        <Suspense fallback={null}>
          <CompactNav role={role} />
        </Suspense>
      ) : null}
      <Logo />
      {signedIn && role ? (
        <Suspense fallback={null}>
          <HeaderNav role={role} />
        </Suspense>
      ) : null}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInActions admin={state.currentRole === 'admin'} />
          </Suspense>
        ) : (
          <GuestActions />
        )}
      </div>
    </header>
  );
}
