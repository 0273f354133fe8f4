import { localeFormat } from '../../domain/format';
import { useMemo } from 'react';
import { HistoryRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HISTORY_LIMIT } from '../../domain/library';
import { recentlyPlayedQuery, type RecentlyPlayed } from '../../db';
import { useLibraryT } from '../i18n/library';
import { useObservableState } from '../hooks/use-observable';
import { useLocalDb } from '../local-data';
import { TrackCollectionPage } from './track-collection-page';

/** The recently played tracks, newest first, live; null while the local database opens. */
export function useRecentlyPlayed(limit: number): RecentlyPlayed[] | null {
  const db = useLocalDb();
  const source = useMemo(() => (db ? recentlyPlayedQuery(db, limit) : null), [db, limit]);
  return useObservableState<RecentlyPlayed[] | null>(source, null).value;
}

/** /history: tracks the user played, the most recent first, each once, with when it was played. */
export function RecentlyPlayedPage() {
  const t = useLibraryT();
  const { i18n } = useTranslation();
  const recent = useRecentlyPlayed(HISTORY_LIMIT);
  const ids = useMemo(() => recent?.map((item) => item.trackId) ?? null, [recent]);
  const noteOf = useMemo(() => {
    const format = localeFormat(i18n.language);
    const when = new Map(recent?.map((item) => [item.trackId, item.listenedAt]));
    return (track: { id: string }) => {
      const at = when.get(track.id);
      return at ? t('playedAt', { when: format.dateTime(at) }) : undefined;
    };
  }, [recent, i18n.language, t]);
  return (
    <TrackCollectionPage
      title={t('recentlyPlayed')}
      icon={<HistoryRegular />}
      ids={ids}
      emptyText={t('recentEmpty')}
      noteOf={noteOf}
    />
  );
}
