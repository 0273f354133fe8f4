import { useRef, type MouseEvent } from 'react';
import { ToggleButton, type ButtonProps } from '@fluentui/react-components';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { setFavourite, toggleFavourite } from '../../db';
import { useIsFavourite } from '../hooks/use-is-favourite';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';
import { useLibraryT } from '../i18n/library';
import { errorText } from './server-errors';
import { useSnackbar } from './snackbar';

// Icon elements made once: a row that re-renders for another track leaves its icon untouched.
export const filledHeart = <HeartFilled />;
export const emptyHeart = <HeartRegular />;

type LibraryT = ReturnType<typeof useLibraryT>;

interface FavouriteButtonProps {
  track: { id: string; title: string };
  size?: ButtonProps['size'];
  className?: string;
  /** -1 keeps the heart out of the Tab order (rows with one Tab stop). */
  tabIndex?: number;
}

/**
 * The heart's state and press for `track`: `available` is false for signed-out visitors (no heart).
 * Shared by the Fluent heart below and the list rows' plain one (./track-row-actions.tsx); `t` is the
 * library's strings, `common` the shell's (error messages).
 */
export function useFavouriteToggle(track: { id: string; title: string }, t: LibraryT, common: TFunction) {
  const db = useLocalDb();
  const { state } = useSession();
  const userId = state.user?._id ?? null;
  const { show } = useSnackbar();
  // A press while the last one is still being written is ignored (nothing shows it, so no state).
  const busy = useRef(false);
  const trackId = track.id.toLowerCase();
  const favourite = useIsFavourite(db, trackId);

  const toggle = async (event: MouseEvent) => {
    // The heart sits inside clickable rows: pressing it must not also open the row.
    event.stopPropagation();
    if (busy.current || !db || !userId) return;
    busy.current = true;
    try {
      const now = await toggleFavourite(db, userId, trackId);
      // Unliking takes the track off Liked songs at once: the snackbar offers to put it back.
      const undo = () =>
        void setFavourite(db, userId, trackId, true).catch((error: unknown) =>
          show({ title: translateKey(common, errorText(error)), type: 'negative' }),
        );
      show({
        title: t(now ? 'favouriteAdded' : 'favouriteRemoved'),
        type: 'positive',
        ...(now ? {} : { actionTitle: t('undo'), action: undo }),
      });
    } catch (error) {
      show({ title: translateKey(common, errorText(error)), type: 'negative' });
    } finally {
      busy.current = false;
    }
  };
  return {
    available: Boolean(db && userId),
    favourite,
    label: t('like', { title: track.title }),
    onClick: (event: MouseEvent) => void toggle(event),
  };
}

/**
 * The heart (docs/product.md §4, §8): pressed while the track is in the user's favourites, live in every tab.
 * A press writes the favourite locally (offline too; replication pushes it) and, once that write
 * succeeded, shows "Track added/removed to favorite successfully"; a failure shows its message.
 * Signed-out visitors (a shared playlist) get no heart.
 */
export function FavouriteButton({ track, size = 'small', className, tabIndex }: FavouriteButtonProps) {
  const t = useLibraryT();
  const { t: common } = useTranslation();
  const { available, favourite, label, onClick } = useFavouriteToggle(track, t, common);
  if (!available) return null;
  return (
    <ToggleButton
      appearance="transparent"
      shape="circular"
      size={size}
      className={className}
      tabIndex={tabIndex}
      checked={favourite}
      icon={favourite ? filledHeart : emptyHeart}
      aria-label={label}
      onClick={onClick}
    />
  );
}
