import { useMemo } from 'react';
import { HeartFilled } from '@fluentui/react-icons';
import { favouriteTrackIdsQuery } from '../../db';
import { useLibraryT } from '../i18n/library';
import { useObservableState } from '../hooks/use-observable';
import { useLocalDb } from '../local-data';
import { TrackCollectionPage } from './track-collection-page';

/** /liked: the user's favourite tracks, most recently liked first (docs/product.md §2 favourites). */
export function LikedSongsPage() {
  const t = useLibraryT();
  const db = useLocalDb();
  const source = useMemo(() => (db ? favouriteTrackIdsQuery(db) : null), [db]);
  const ids = useObservableState<string[] | null>(source, null).value;
  return (
    <TrackCollectionPage
      title={t('likedSongs')}
      icon={<HeartFilled />}
      ids={ids}
      emptyText={t('likedEmpty')}
    />
  );
}
