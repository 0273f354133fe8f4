import { Suspense } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { environmentLabel } from '../../domain/app-rules';
import { links } from '../../domain/routes';
import { media } from '../components/breakpoints';
import { lazyPart } from '../components/lazy-part';
import { RouterLink } from '../components/router-link';

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

// Signed-in users only: the version reads through the local database.
const FooterVersion = lazyPart(() =>
  import('./footer-version').then((module) => ({ default: module.FooterVersion })),
);

/** Copyright and legal links; signed-in users also see the version and the environment. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <Caption1>{t('footer.copyright')}</Caption1>
      <nav className={styles.links} aria-label={t('footer.nav')}>
        <RouterLink href={links.terms()}>{t('footer.terms')}</RouterLink>
        <RouterLink href={links.reference()}>{t('footer.reference')}</RouterLink>
      </nav>
      {signedIn ? (
        <div className={styles.meta}>
          <Suspense fallback={null}>
            <FooterVersion />
          </Suspense>
          <Caption1>
            {t('footer.environment', {
              env: t(`footer.environment.${environmentLabel(window.location.href)}`),
            })}
          </Caption1>
        </div>
      ) : null}
    </footer>
  );
}
