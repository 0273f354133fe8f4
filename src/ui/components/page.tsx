import type { ReactNode } from 'react';
import { mergeClasses, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageStyles } from './page.styles';

/** The main content column of a screen. */
export function Page({
  children,
  narrow,
  centered,
}: {
  children: ReactNode;
  narrow?: boolean;
  centered?: boolean;
}) {
  const styles = usePageStyles();
  return (
    <div className={mergeClasses(styles.page, narrow && styles.narrow, centered && styles.centered)}>
      {children}
    </div>
  );
}

/** A labelled spinner for a screen or section whose data is loading. */
export function PageLoading() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
