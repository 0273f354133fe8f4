import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Link as WouterLink } from 'wouter';
import type { ApiError } from '../../sync/api-error';
import { Page } from './page';
import type { BrowseT } from '../i18n/browse';

const useStyles = makeStyles({
  skeletonGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  },
  skeletonCard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  square: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** Placeholder cards while a grid or row loads. */
export function CardsSkeleton({ count = 6, label }: { count?: number; label: string }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={label} aria-busy="true" className={styles.skeletonGrid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <SkeletonItem shape="square" className={styles.square} />
          <SkeletonItem size={16} />
          <SkeletonItem size={12} />
        </div>
      ))}
    </Skeleton>
  );
}

/** Placeholder lines while a detail page loads. */
export function LinesSkeleton({ lines = 5, label }: { lines?: number; label: string }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={label} aria-busy="true" className={styles.rows}>
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonItem key={index} size={index === 0 ? 32 : 20} />
      ))}
    </Skeleton>
  );
}

/** A load failure with its message and a Retry button. */
export function LoadError({ error, onRetry, t }: { error: ApiError; onRetry(): void; t: BrowseT }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{t('loadError', { message: error.text })}</MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

export function EmptyText({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.empty}>
      {children}
    </Body1>
  );
}

/** The screen for an album or artist id the server does not know. */
export function BrowseNotFound({ title, t, href }: { title: string; t: BrowseT; href: string }) {
  return (
    <Page centered>
      <Title2 as="h1">{title}</Title2>
      <Body1>{t('notFoundText')}</Body1>
      <WouterLink href={href} asChild>
        <Button appearance="primary" as="a">
          {t('backToAlbums')}
        </Button>
      </WouterLink>
    </Page>
  );
}
