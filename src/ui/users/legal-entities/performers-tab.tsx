import { useState } from 'react';
import { Avatar, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { artistList } from '../../../domain/api/catalog';
import type { ArtistDocument } from '../../../domain/catalog';
import { operationQuery } from '../../../sync/local-query';
import { LinesSkeleton } from '../../components/browse-states';
import { useLocalQuery } from '../../hooks/use-local-query';
import { useSession } from '../../hooks/use-session';
import { LoadFailure } from './load-states';
import { PerformerDialog } from './performer-dialog';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '160px' },
});

/** The owner's performers: the artists they named, which they may edit (docs/decisions/0015). */
const myPerformers = operationQuery(artistList, { query: { owner: 'me', sort: 'title', limit: 100 } });

/** Settings tab performers: the artists an owner represents, with their tracks count, each editable. */
export function PerformersTab() {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const owner = useSession().state.currentRole === 'owner';
  const answer = useLocalQuery(owner ? myPerformers : null);
  const [editing, setEditing] = useState<ArtistDocument | null>(null);

  if (!owner) return <Body1 as="p">{t('performers.ownersOnly')}</Body1>;

  if (!answer.data) {
    if (answer.error) return <LoadFailure error={answer.error} onRetry={answer.retry} />;
    return <LinesSkeleton label={t('performers.loading')} />;
  }
  const performers = answer.data.data;
  if (performers.length === 0) return <Body1 as="p">{t('performers.none')}</Body1>;
  return (
    <>
      <ul className={styles.list} aria-label={t('performers.list')}>
        {performers.map((artist) => (
          <li key={artist.id} className={styles.row}>
            <Avatar
              size={48}
              name={artist.name}
              image={artist.imageUrl ? { src: artist.imageUrl } : undefined}
              color="colorful"
            />
            <span className={styles.who}>
              <Body1>{artist.name}</Body1>
              <Caption1>{t('performers.tracks', { count: artist.trackCount })}</Caption1>
            </span>
            <Button onClick={() => setEditing(artist)} aria-label={`${t('performers.edit')}: ${artist.name}`}>
              {t('performers.edit')}
            </Button>
          </li>
        ))}
      </ul>
      {editing && (
        <PerformerDialog artist={editing} onClose={() => setEditing(null)} onSaved={answer.retry} />
      )}
    </>
  );
}
