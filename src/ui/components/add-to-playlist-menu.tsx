import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type ButtonProps,
} from '@fluentui/react-components';
import { AddRegular, AddSquareMultipleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { addTrackToPlaylist, createPlaylist, type PlaylistDocType } from '../../db';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';
import { errorText } from './server-errors';
import { useSnackbar } from './snackbar';
import { useLibraryT } from '../i18n/library';
import { PlaylistCover } from './playlist-cover';
import { useMyPlaylists, usePlaylistRole } from '../hooks/use-playlists';

interface TrackRef {
  id: string;
  title: string;
}

/** Adds a track to a playlist (or a new one) locally and says so in a snackbar. */
function useAddToPlaylist(track: TrackRef) {
  const db = useLocalDb();
  const role = usePlaylistRole();
  const t = useLibraryT();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const { playlists } = useMyPlaylists(role);

  const add = async (playlist: PlaylistDocType) => {
    if (!db) return;
    try {
      const added = await addTrackToPlaylist(db, playlist.id, track.id);
      const params = { title: track.title, playlist: playlist.name };
      show({
        title: t(added ? 'addedToPlaylist' : 'alreadyInPlaylist', params),
        type: added ? 'positive' : 'info',
      });
    } catch (error) {
      show({ title: translateKey(common, errorText(error)), type: 'negative' });
    }
  };
  const addToNew = async () => {
    if (!db) return;
    try {
      const name = t('newPlaylistName', { number: (playlists?.length ?? 0) + 1 });
      await add(await createPlaylist(db, role, { name }));
    } catch (error) {
      show({ title: translateKey(common, errorText(error)), type: 'negative' });
    }
  };
  return { available: db !== null, playlists: playlists ?? [], add, addToNew, t };
}

function PlaylistItems({ track }: { track: TrackRef }) {
  const { playlists, add, addToNew, t } = useAddToPlaylist(track);
  return (
    <MenuList>
      <MenuItem icon={<AddRegular />} onClick={() => void addToNew()}>
        {t('newPlaylist')}
      </MenuItem>
      {playlists.length > 0 ? <MenuDivider /> : null}
      {playlists.map((playlist) => (
        <MenuItem
          key={playlist.id}
          icon={<PlaylistCover playlist={playlist} size={20} alt="" />}
          onClick={() => void add(playlist)}
        >
          {playlist.name}
        </MenuItem>
      ))}
    </MenuList>
  );
}

/**
 * "Add to playlist" as a submenu of a row's actions menu; nothing for signed-out visitors. The submenu is
 * drawn inside its parent menu (`inline`): in a portal of its own, a modal drawer's focus trap (the player's
 * queue) marked it aria-hidden, out of reach of assistive technology and of the keyboard's focus.
 */
export function AddToPlaylistMenuItem({ track }: { track: TrackRef }) {
  const t = useLibraryT();
  const db = useLocalDb();
  if (!db) return null;
  return (
    <Menu inline>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<AddSquareMultipleRegular />}>{t('addToPlaylist')}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <PlaylistItems track={track} />
      </MenuPopover>
    </Menu>
  );
}

/** A button opening the list of playlists (the track details panel, cards). */
export function AddToPlaylistButton({
  track,
  appearance = 'secondary',
}: {
  track: TrackRef;
  appearance?: ButtonProps['appearance'];
}) {
  const t = useLibraryT();
  const db = useLocalDb();
  if (!db) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance={appearance} icon={<AddSquareMultipleRegular />}>
          {t('addToPlaylist')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <PlaylistItems track={track} />
      </MenuPopover>
    </Menu>
  );
}
