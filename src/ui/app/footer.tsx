import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { environmentLabel } from '../../domain/app-rules';
import { links } from '../../domain/routes';
import { fetchVersion } from '../../sync';
import { media } from '../components/breakpoints';
import { RouterLink } from '../components/router-link';
import { useLocalQuery } from '../hooks/use-local-query';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    [media.smUp]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}` },
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, marginLeft: 'auto', flexWrap: 'wrap' },
});

/** Asked once per page load (`fetchVersion`), kept in the local database like any other answer. */
const versionQuery = { key: 'system.version', fetch: fetchVersion };

function useVersion(enabled: boolean) {
  return useLocalQuery(enabled ? versionQuery : null).data?.version ?? null;
}

/** Copyright and legal links; signed-in users also see the version and the environment. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const version = useVersion(signedIn);
  return (
    <footer className={styles.footer}>
      <Caption1>{t('footer.copyright')}</Caption1>
      <nav className={styles.links} aria-label={t('footer.nav')}>
        <RouterLink href={links.terms()}>{t('footer.terms')}</RouterLink>
        <RouterLink href={links.reference()}>{t('footer.reference')}</RouterLink>
      </nav>
      {signedIn ? (
        <div className={styles.meta}>
          {version ? <Caption1>{t('footer.version', { version })}</Caption1> : null}
          <Caption1>{t('footer.environment', { env: environmentLabel(window.location.href) })}</Caption1>
        </div>
      ) : null}
    </footer>
  );
}
