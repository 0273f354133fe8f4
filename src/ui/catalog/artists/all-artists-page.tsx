import { useMemo, useState } from 'react';
import { Button, Field, makeStyles, SearchBox, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { groupByLetter } from '../../../domain/catalog-artists';
import { links } from '../../../domain/routes';
import { ArtistCard } from '../parts/artist-card';
import { useCardStyles } from '../../components/cards.styles';
import { CardsSkeleton, EmptyText, LoadError } from '../../components/browse-states';
import { Page } from '../../components/page';
import { useAllArtists } from './use-all-artists';
import { useArtistsT } from './i18n';

const useStyles = makeStyles({
  index: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  letter: { minWidth: '32px' },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    scrollMarginTop: tokens.spacingVerticalXXXL,
  },
  search: { maxWidth: '360px' },
});

const groupId = (letter: string) => `artists-letter-${letter === '#' ? 'other' : letter}`;

function jumpTo(letter: string) {
  const heading = document.getElementById(groupId(letter));
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** /all-artists — every artist A–Z with a letter index and a name search. */
export function AllArtistsPage() {
  const t = useArtistsT();
  const styles = useStyles();
  const cardStyles = useCardStyles();
  const all = useAllArtists();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return groupByLetter(
      (all.data ?? []).filter((artist) => artist.name.toLocaleLowerCase().includes(needle)),
    );
  }, [all.data, search]);

  return (
    <Page>
      <Title2 as="h1">{t('allArtists')}</Title2>
      <Field label={t('searchArtists')} className={styles.search}>
        <SearchBox value={search} onChange={(_, data) => setSearch(data.value)} />
      </Field>
      {groups.length > 0 ? (
        <nav aria-label={t('letterIndex')} className={styles.index}>
          {groups.map(([letter]) => (
            <Button
              key={letter}
              className={styles.letter}
              size="small"
              appearance="subtle"
              onClick={() => jumpTo(letter)}
            >
              {letter}
            </Button>
          ))}
        </nav>
      ) : null}
      {!all.data ? (
        all.error ? (
          <LoadError error={all.error} onRetry={all.retry} t={t} />
        ) : (
          <CardsSkeleton label={t('loading')} />
        )
      ) : groups.length === 0 ? (
        <EmptyText>{t('artistsEmpty')}</EmptyText>
      ) : (
        groups.map(([letter, artists]) => (
          <section key={letter} className={styles.group} aria-labelledby={groupId(letter)}>
            <Subtitle2 as="h2" id={groupId(letter)} tabIndex={-1}>
              {letter}
            </Subtitle2>
            <ul className={cardStyles.grid}>
              {artists.map((artist) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} href={links.allArtist(artist.id)} t={t} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}
