import { useState, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { MoreButton } from '../../components/more-button';
import type { ListPage } from '../../../domain/catalog';
import type { LocalQuery } from '../../../sync/local-query';
import { useCardStyles } from '../../components/cards.styles';
import type { BrowseT } from '../../i18n/browse';
import { CardsSkeleton, EmptyText, LoadError } from '../../components/browse-states';
import { useLocalQuery } from '../../hooks/use-local-query';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

/** One page of a paged list: the local query that reads it. */
export interface PageSource<T> {
  query(page: number): LocalQuery<ListPage<T>>;
}

interface ChunkProps<T> {
  source: PageSource<T>;
  page: number;
  last: boolean;
  empty: string;
  t: BrowseT;
  item(value: T): ReactNode;
  idOf(value: T): string;
  onMore(): void;
}

function Chunk<T>({ source, page, last, empty, t, item, idOf, onMore }: ChunkProps<T>) {
  const styles = useStyles();
  const answer = useLocalQuery(source.query(page));
  if (!answer.data) {
    return (
      <li className={styles.wide}>
        {answer.error ? (
          <LoadError error={answer.error} onRetry={answer.retry} t={t} />
        ) : (
          <CardsSkeleton count={page === 1 ? 6 : 3} label={t('loading')} />
        )}
      </li>
    );
  }
  const { data, limit, total } = answer.data;
  const more = last && page * limit < total && data.length > 0;
  return (
    <>
      {page === 1 && data.length === 0 ? (
        <li className={styles.wide}>
          <EmptyText>{empty}</EmptyText>
        </li>
      ) : null}
      {data.map((value) => (
        <li key={idOf(value)}>{item(value)}</li>
      ))}
      {more ? (
        <li className={styles.wide}>
          <MoreButton label={t('loadMore')} onVisible={onMore} />
        </li>
      ) : null}
    </>
  );
}

interface PagedGridProps<T> extends Omit<ChunkProps<T>, 'page' | 'last' | 'onMore'> {
  label: string;
}

/** A grid of cards read page by page: a page loads when "Show more" is pressed or scrolls into view. */
export function PagedGrid<T>({ label, ...chunk }: PagedGridProps<T>) {
  const styles = useCardStyles();
  const [pages, setPages] = useState(1);
  const [more] = useState(() => () => setPages((count) => count + 1));
  return (
    <ul className={styles.grid} aria-label={label}>
      {Array.from({ length: pages }, (_, index) => (
        <Chunk key={index + 1} {...chunk} page={index + 1} last={index + 1 === pages} onMore={more} />
      ))}
    </ul>
  );
}
