import { memo, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { TrackSearch } from '../../db';
import type { TrackDocument, TrackSort } from '../../domain/catalog';
import { lazyPart } from '../components/lazy-part';
import { TrackDetails } from './parts/track-details';
import type { CatalogT } from './i18n';
import { activeFilterCount, effectiveSearch, withoutFilters } from './search-params';
import { SortMenu } from './sort-menu';
import { TrackList, TrackListSkeleton } from './track-list';
import { useOnline } from '../hooks/use-online';
import { useTrackSearch } from './use-track-search';

// The filter chips and switches load when the filters first open (or the pointer or focus reaches their toggle).
const loadFilterChips = () => import('./filter-chips');
const FilterChips = lazyPart(() => loadFilterChips().then((module) => ({ default: module.FilterChips })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { marginInlineEnd: 'auto', position: 'relative' },
  status: {
    position: 'absolute',
    top: '100%',
    left: 0,
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground3,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
  },
});

/** The result count: it follows the list a moment later, not in the keystroke's render. */
const ResultCount = memo(function ResultCount({
  total,
  approximate,
  t,
}: {
  total: number;
  approximate: boolean;
  t: CatalogT;
}) {
  const styles = useStyles();
  const shown = useDeferredValue(total);
  const shownApproximate = useDeferredValue(approximate);
  return (
    <Subtitle2 className={styles.count} aria-live="polite">
      {t(shownApproximate ? 'countApprox' : 'count', { count: shown })}
    </Subtitle2>
  );
});

/** "Refining…" while the server answer is awaited; like the count, outside the keystroke's render. */
const RefiningStatus = memo(function RefiningStatus({ refining, t }: { refining: boolean; t: CatalogT }) {
  const styles = useStyles();
  const shown = useDeferredValue(refining);
  return (
    <Caption1 className={styles.status} role="status">
      {shown ? t('refining') : ''}
    </Caption1>
  );
});

interface TracksSectionProps {
  query: TrackSearch;
  onQueryChange(query: TrackSearch): void;
  t: CatalogT;
}

/** The Tracks tab: filters, sort, count and the virtualized list with local-first results. */
export function TracksSection({ query, onQueryChange, t }: TracksSectionProps) {
  const styles = useStyles();
  const online = useOnline();
  const search = useMemo(() => effectiveSearch(query), [query]);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(query) > 0);
  const view = useTrackSearch(search, online, filtersOpen);
  const [opened, setOpened] = useState<TrackDocument | null>(null);
  const filters = activeFilterCount(query);
  const onOpen = useCallback((track: TrackDocument) => setOpened(track), []);
  const offlineNotice = !online && view.source !== 'server';
  const showError = online && view.error !== null;
  const empty = view.tracks.length === 0 && !view.refining && !showError;
  // While nothing matches, the hidden list keeps the last tracks it showed: the keystroke that brings
  // tracks back then updates its rows instead of creating them.
  const lastTracks = useRef(view.tracks);
  if (!empty) lastTracks.current = view.tracks;
  const latest = useRef(query);
  latest.current = query;
  const onSort = useCallback(
    (sort: TrackSort | undefined) => onQueryChange({ ...latest.current, sort }),
    [onQueryChange],
  );
  const onClose = useCallback(() => setOpened(null), []);
  // The controls a keystroke does not change are kept as they are (Fluent menus and drawers are costly to render).
  const searching = Boolean(query.search);
  const sortMenu = useMemo(
    () => <SortMenu sort={search.sort} searching={searching} onChange={onSort} t={t} />,
    [search.sort, searching, onSort, t],
  );
  const filterToggle = useMemo(
    () => (
      <ToggleButton
        appearance="subtle"
        icon={<FilterRegular />}
        checked={filtersOpen}
        aria-expanded={filtersOpen}
        onPointerEnter={loadFilterChips}
        onFocus={loadFilterChips}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {filters > 0 ? t('filtersCount', { count: filters }) : t('filters')}
      </ToggleButton>
    ),
    [filtersOpen, filters, t],
  );
  const details = useMemo(() => <TrackDetails track={opened} onClose={onClose} />, [opened, onClose]);

  return (
    <section className={styles.root} aria-label={t('tabTracks')}>
      <div className={styles.bar}>
        {/* Under the count, out of the flow: as a row of its own it drew an empty band above the list
            (issue 26 §4), and beside the count it pushed the sort menu to a second line on a phone. */}
        <div className={styles.count}>
          <ResultCount total={view.total} approximate={view.totalIsEstimate} t={t} />
          <RefiningStatus refining={view.refining && online} t={t} />
        </div>
        {filterToggle}
        {sortMenu}
      </div>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterChips
            query={query}
            facets={view.facets}
            approximate={view.estimatedFacets}
            onChange={onQueryChange}
            t={t}
          />
        </Suspense>
      ) : null}
      {offlineNotice ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {showError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('loadError', { message: view.error?.text ?? '' })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={view.retry}>
              {t('retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {view.loading ? (
        <TrackListSkeleton label={t('loading')} />
      ) : (
        <>
          {empty ? (
            <div className={styles.empty}>
              <Subtitle2>{t('empty')}</Subtitle2>
              <Body1>{t('emptyHint')}</Body1>
              {filters > 0 ? (
                <Button onClick={() => onQueryChange(withoutFilters(query))}>{t('clearFilters')}</Button>
              ) : null}
            </div>
          ) : null}
          {/* Hidden, not unmounted, while nothing matches: the keystroke that brings tracks back then
              mounts no list (a mount measures the list's place, laying the page out inside the keystroke). */}
          <TrackList
            hidden={empty}
            tracks={empty ? lastTracks.current : view.tracks}
            t={t}
            selectedId={opened?.id ?? null}
            hasMore={view.hasMore}
            onLoadMore={view.loadMore}
            onOpen={onOpen}
          />
        </>
      )}
      {details}
    </section>
  );
}
