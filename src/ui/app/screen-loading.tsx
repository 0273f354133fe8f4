import { useEffect } from 'react';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXXL,
  },
});

/** Whether the page has shown a screen yet: the first one keeps the browser's own initial focus. */
let shownScreen = false;

/**
 * Shown in the content area while a screen's code loads the first time its route opens; header, library
 * and player stay. When the screen arrives and the focus was lost with the screen it replaced (it sat on
 * a link inside it), the focus moves to the content area, so the keyboard continues from there.
 */
export function ScreenLoading() {
  const { t } = useTranslation();
  const styles = useStyles();
  useEffect(() => {
    const afterNavigation = shownScreen;
    return () => {
      shownScreen = true;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (afterNavigation && lost) document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div className={styles.root}>
      <Spinner label={t('app.loadingScreen')} labelPosition="below" />
    </div>
  );
}
