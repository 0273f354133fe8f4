import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { SortableList } from '../components/sortable-list';
import { usePlayerControls, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT } from './i18n';
import { QueueItem } from './queue-item';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * The queue in play order: drag a track by its handle (pointer, or Space/Enter then the arrow keys) to
 * reorder it; each track plays on click and has Play next, Move to the end and Remove.
 */
export function QueueList() {
  const styles = useStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const queue = usePlayerSelector((state) => state.queue);
  const currentId = usePlayerSelector((state) => state.currentId);
  const onMove = (fromId: string, toId: string) => {
    const ids = queue.map((track) => track.id);
    controls.reorder(ids.indexOf(fromId), ids.indexOf(toId));
  };

  if (queue.length === 0) return <Body1 className={styles.empty}>{t('queueEmpty')}</Body1>;
  return (
    <SortableList items={queue} say={t} onMove={onMove}>
      <ol className={styles.list} aria-label={t('queue')} data-player-keys="own">
        {queue.map((track) => (
          <QueueItem key={track.id} track={track} current={track.id === currentId} />
        ))}
      </ol>
    </SortableList>
  );
}
