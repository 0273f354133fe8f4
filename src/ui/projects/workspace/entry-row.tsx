import { memo, type ReactNode } from 'react';
import {
  Badge,
  Body1Strong,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../../domain/catalog';
import { formatTimeCode, type EntryStatus, type TrackEntry } from '../../../domain/projects';
import { media } from '../../components/breakpoints';
import { PlayButton } from '../../components/play-button';
import { usePlayerSelector } from '../../hooks/use-player';
import { statusKey, usageKey, useWorkspaceT } from './i18n';

export const ENTRY_ROW_HEIGHT = 64;

const useStyles = makeStyles({
  row: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: `${ENTRY_ROW_HEIGHT}px`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    // A phone: the time codes and usage take a line of their own under the title (issue 26 §6).
    [media.belowMd]: { flexWrap: 'wrap', rowGap: 0 },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  main: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '96px',
    flexGrow: 1,
    flexBasis: 0,
    [media.mdUp]: { minWidth: 0 },
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  usage: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    flexBasis: '30%',
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
    [media.belowMd]: {
      order: 1,
      flexBasis: '100%',
      boxSizing: 'border-box',
      paddingLeft: `calc(32px + ${tokens.spacingHorizontalS})`,
      paddingBottom: tokens.spacingVerticalXS,
    },
  },
  placeholder: { width: '32px', flexShrink: 0 },
});

/** docs/design.md §5: the colour a status badge wears. */
const statusColors: Record<EntryStatus, BadgeProps['color']> = {
  edits: 'warning',
  not_requested: 'informative',
  requested: 'brand',
  agreed: 'success',
  close: 'success',
  sended_edo: 'success',
  signed_owner: 'success',
  signed_customer: 'success',
  completed: 'success',
  project_completed: 'success',
  rejected: 'danger',
  archived: 'subtle',
};

/** A row's accessible name, as the library's rows have: "Title — Artist". */
export const entryName = (track: TrackDocument | undefined, unknown: string) =>
  track ? `${track.title} — ${track.mainArtist.name}` : unknown;

export const timeText = (seconds: number | null) => (seconds === null ? '—' : formatTimeCode(seconds));

interface EntryRowProps {
  entry: TrackEntry;
  track: TrackDocument | undefined;
  queue: readonly TrackDocument[];
  selectable: boolean;
  selected: boolean;
  onToggle(id: string): void;
  /** The actions menu's items (built only when the menu opens). */
  menu(entry: TrackEntry, track: TrackDocument | undefined): ReactNode;
}

/** One track entry: select box, play, title and artist, in/out and usage, status, comment, actions. */
export const EntryRow = memo(function EntryRow({
  entry,
  track,
  queue,
  selectable,
  selected,
  onToggle,
  menu,
}: EntryRowProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const current = usePlayerSelector((state) => state.currentId === entry.trackId);
  const title = track?.title ?? t('unknownTrack');
  const times =
    entry.timeIn === null && entry.timeOut === null
      ? null
      : t('entryTimes', { timeIn: timeText(entry.timeIn), timeOut: timeText(entry.timeOut) });
  return (
    <div className={mergeClasses(styles.row, (selected || current) && styles.selected)}>
      {selectable ? (
        <Checkbox
          checked={selected}
          aria-label={t('selectEntry', { title })}
          onChange={() => onToggle(entry.id)}
        />
      ) : null}
      {track ? (
        <PlayButton track={track} tracks={queue} size="small" />
      ) : (
        <span className={styles.placeholder} />
      )}
      <div className={styles.main}>
        <Body1Strong className={styles.ellipsis}>{title}</Body1Strong>
        <Caption1 className={styles.ellipsis}>{track?.mainArtist.name ?? ''}</Caption1>
      </div>
      <div className={styles.usage}>
        <Caption1 className={styles.ellipsis}>{times ?? ''}</Caption1>
        <Caption1 className={styles.ellipsis}>
          {entry.usageType ? t(usageKey(entry.usageType)) : ''}
          {entry.comment ? `${entry.usageType ? ' · ' : ''}${entry.comment}` : ''}
        </Caption1>
      </div>
      <Badge appearance="tint" color={statusColors[entry.status]}>
        {t(statusKey(entry.status))}
      </Badge>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreHorizontalRegular />}
            aria-label={t('entryActions', { title })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>{menu(entry, track)}</MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
});
