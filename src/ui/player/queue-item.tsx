import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular, ReOrderDotsVerticalRegular, Speaker2Regular } from '@fluentui/react-icons';
import { AddToPlaylistMenuItem } from '../components/add-to-playlist-menu';
import { AddToProjectMenuItem } from '../components/add-to-project-menu';
import { usePlayerControls } from '../hooks/use-player';
import { usePlayerT } from './i18n';
import { formatTime, type PlayerTrack } from './player-track';
import { TrackTitle } from './track-summary';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none' },
  main: { flexGrow: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' },
  title: { flexGrow: 1 },
  time: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

/** One queued track: drag handle, the track (plays it), its length and a menu of queue and playlist actions. */
export function QueueItem({ track, current }: { track: PlayerTrack; current: boolean }) {
  const styles = useStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: track.id,
    });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={mergeClasses(styles.item, current && styles.current, isDragging && styles.dragging)}
    >
      <Button
        ref={setActivatorNodeRef}
        appearance="transparent"
        size="small"
        className={styles.handle}
        icon={<ReOrderDotsVerticalRegular />}
        {...attributes}
        {...listeners}
        aria-label={t('reorder', { title: track.title })}
      />
      <Button
        appearance="subtle"
        className={styles.main}
        icon={current ? <Speaker2Regular /> : undefined}
        aria-label={t('playFromQueue', { title: track.title })}
        aria-current={current ? 'true' : undefined}
        onClick={() => controls.select(track.id)}
      >
        <TrackTitle track={track} className={styles.title} />
      </Button>
      <span className={styles.time}>{formatTime(track.duration)}</span>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreHorizontalRegular />}
            aria-label={t('moreActions', { title: track.title })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {current ? null : (
              <>
                <MenuItem onClick={() => controls.dispatch({ type: 'playNext', item: track })}>
                  {t('playNext')}
                </MenuItem>
                <MenuItem onClick={() => controls.dispatch({ type: 'addToQueue', item: track })}>
                  {t('moveToEnd')}
                </MenuItem>
              </>
            )}
            <MenuItem onClick={() => controls.remove(track.id)}>{t('removeFromQueue')}</MenuItem>
            <AddToPlaylistMenuItem track={track} />
            <AddToProjectMenuItem track={track} />
          </MenuList>
        </MenuPopover>
      </Menu>
    </li>
  );
}
