import type { ReactElement, SyntheticEvent } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TextBulletListAddRegular, TextIndentIncreaseLtrRegular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../domain/catalog';
import type { RowMenuAction } from './library-track-row';
import { usePlayerControls } from '../hooks/use-player';
import { usePlayerT } from '../player/i18n';
import { AddToPlaylistMenuItem } from './add-to-playlist-menu';
import { AddToProjectMenuItem } from './add-to-project-menu';
import { useSnackbar } from './snackbar';

/** "Play next" and "Add to queue" for a menu that already exists (a row's actions menu). */
export function QueueMenuItems({ track }: { track: TrackDocument }) {
  const t = usePlayerT();
  const controls = usePlayerControls();
  const { show } = useSnackbar();
  const queue = (where: 'next' | 'last') => {
    if (where === 'next') controls.playNext(track);
    else controls.addToQueue(track);
    show({ title: t(where === 'next' ? 'queuedNext' : 'queuedLast', { title: track.title }), type: 'info' });
  };
  return (
    <>
      <MenuItem icon={<TextIndentIncreaseLtrRegular />} onClick={() => queue('next')}>
        {t('playNext')}
      </MenuItem>
      <MenuItem icon={<TextBulletListAddRegular />} onClick={() => queue('last')}>
        {t('addToQueue')}
      </MenuItem>
    </>
  );
}

/** Keys and clicks in the menu stay there: React would bubble them from the portal into the row. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The queue actions, Add to playlist, Add to project and the row's own `actions` in a menu on `children` (the
 * row's More button, ./play-button.tsx `QueueMenuButton`, which loads this module on its first press).
 */
export function QueueMenu({
  track,
  actions,
  open,
  onOpenChange,
  children,
}: {
  track: TrackDocument;
  actions?: readonly RowMenuAction[];
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactElement;
}) {
  return (
    <Menu open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
      <MenuPopover onKeyDown={stop} onClick={stop}>
        <MenuList>
          <QueueMenuItems track={track} />
          <AddToPlaylistMenuItem track={track} />
          <AddToProjectMenuItem track={track} />
          {actions?.map((action) => (
            <MenuItem key={action.key} icon={action.icon} onClick={action.onClick}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
