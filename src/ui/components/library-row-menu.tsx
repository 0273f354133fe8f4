import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { TrackDocument } from '../../domain/catalog';
import { AddToPlaylistMenuItem } from './add-to-playlist-menu';
import { AddToProjectMenuItem } from './add-to-project-menu';
import type { RowMenuAction } from './library-track-row';
import { QueueMenuItems } from './queue-menu';

/**
 * A library row's actions menu on `children` (the row's More button, ./library-track-row.tsx, which loads
 * this module on its first press): the queue actions, Add to playlist, Add to project and the row's own.
 */
export function LibraryRowMenu({
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
      <MenuPopover>
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
