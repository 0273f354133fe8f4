import { useEffect, useMemo, type ComponentType } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams, useSearch } from 'wouter';
import { links } from '../../domain/routes';
import type { ProfileRole } from '../../domain/roles';
import { NavTabs } from '../components/nav-tabs';
import { Page } from '../components/page';
import { useSession } from '../hooks/use-session';
import { useCatalogT } from './i18n';
import { SearchField } from './search-field';
import { TracksSection } from './tracks-section';
import { useCatalogQuery } from './use-catalog-query';
import { useSearchHistory } from './use-search-history';

const sections = ['tracks', 'albums', 'artists'] as const;
type Section = (typeof sections)[number];
const sectionLabels = { tracks: 'tabTracks', albums: 'tabAlbums', artists: 'tabArtists' } as const;

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** How long a search must stay unchanged to count as one for the history. */
const HISTORY_SETTLE_MS = 1500;

/** The albums and artists tabs belong to their own features; the app shell passes them in. */
interface CatalogSections {
  albums: ComponentType<{ search: string }>;
  artists: ComponentType<{ search: string }>;
}

/** /catalog/:role/:section? — search box, section tabs and the section's results (docs/product.md §2). */
export function CatalogPage({
  sections: { albums: AlbumsSection, artists: ArtistsSection },
}: {
  sections: CatalogSections;
}) {
  const styles = useStyles();
  const t = useCatalogT();
  const params = useParams<{ role?: string; section?: string }>();
  const role: ProfileRole = params.role === 'owner' ? 'owner' : 'customer';
  const section: Section = (sections as readonly string[]).includes(params.section ?? '')
    ? (params.section as Section)
    : 'tracks';
  const queryString = useSearch();
  const { state } = useSession();
  const history = useSearchHistory(state.user?._id ?? null);
  const catalog = useCatalogQuery();
  const text = catalog.query.search ?? '';
  const { add } = history;

  useEffect(() => {
    if (!text) return undefined;
    const timer = setTimeout(() => add(text), HISTORY_SETTLE_MS);
    return () => clearTimeout(timer);
    // Only a changed text starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const commit = (value: string) => {
    catalog.commitText(value);
    if (value.trim()) add(value);
  };

  // The tabs do not change while typing; a keystroke re-renders the search box and the results only.
  const tabs = useMemo(
    () => (
      <NavTabs
        label={t('sections')}
        tabs={sections.map((name) => {
          const path = links.catalog(role, name === 'tracks' ? undefined : name);
          return {
            href: queryString ? `${path}?${queryString}` : path,
            label: t(sectionLabels[name]),
            current: name === section,
          };
        })}
      />
    ),
    [t, section, role, queryString],
  );

  return (
    <Page>
      <div className={styles.head}>
        <h1 className={styles.hidden}>{t('title')}</h1>
        <SearchField
          value={catalog.text}
          onChange={catalog.setText}
          onCommit={commit}
          history={history}
          t={t}
        />
        {tabs}
      </div>
      {section === 'tracks' ? (
        <TracksSection query={catalog.query} onQueryChange={catalog.setQuery} t={t} />
      ) : null}
      {section === 'albums' ? <AlbumsSection search={text} /> : null}
      {section === 'artists' ? <ArtistsSection search={text} /> : null}
    </Page>
  );
}
