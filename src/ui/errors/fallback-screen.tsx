import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

/** Replaces the whole application after a rendering error; the way back is reload or the homepage. */
export function FallbackScreen() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.root}>
      <Title2 as="h1">{t('fallback.title')}</Title2>
      <Body1>{t('fallback.text')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('fallback.refresh')}
        </Button>
        <Button onClick={() => window.location.assign('/')}>{t('fallback.home')}</Button>
      </div>
    </main>
  );
}
