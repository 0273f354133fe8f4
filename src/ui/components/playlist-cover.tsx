import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import type { PlaylistColor } from '../../domain/library';

const useStyles = makeStyles({
  cover: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground5,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
  },
  cranberry: {
    backgroundColor: tokens.colorPaletteCranberryBackground2,
    color: tokens.colorPaletteCranberryForeground2,
  },
  pumpkin: {
    backgroundColor: tokens.colorPalettePumpkinBackground2,
    color: tokens.colorPalettePumpkinForeground2,
  },
  marigold: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorPaletteMarigoldForeground2,
  },
  forest: {
    backgroundColor: tokens.colorPaletteForestBackground2,
    color: tokens.colorPaletteForestForeground2,
  },
  seafoam: {
    backgroundColor: tokens.colorPaletteSeafoamBackground2,
    color: tokens.colorPaletteSeafoamForeground2,
  },
  teal: { backgroundColor: tokens.colorPaletteTealBackground2, color: tokens.colorPaletteTealForeground2 },
  steel: { backgroundColor: tokens.colorPaletteSteelBackground2, color: tokens.colorPaletteSteelForeground2 },
  cornflower: {
    backgroundColor: tokens.colorPaletteCornflowerBackground2,
    color: tokens.colorPaletteCornflowerForeground2,
  },
  lavender: {
    backgroundColor: tokens.colorPaletteLavenderBackground2,
    color: tokens.colorPaletteLavenderForeground2,
  },
  grape: { backgroundColor: tokens.colorPaletteGrapeBackground2, color: tokens.colorPaletteGrapeForeground2 },
  berry: { backgroundColor: tokens.colorPaletteBerryBackground2, color: tokens.colorPaletteBerryForeground2 },
  platinum: {
    backgroundColor: tokens.colorPalettePlatinumBackground2,
    color: tokens.colorPalettePlatinumForeground2,
  },
});

/** The class that paints a palette colour (swatches of the playlist form use it too). */
export function usePlaylistColorClass(): (color: PlaylistColor | null) => string | undefined {
  const styles = useStyles();
  return (color) => (color ? styles[color] : undefined);
}

interface PlaylistCoverProps {
  playlist: { coverImageUrl: string | null; coverColor: PlaylistColor | null };
  /** Pixels (square); without it the class decides the size. */
  size?: number;
  /** The image's text alternative; an empty string marks it decorative. */
  alt: string;
  className?: string;
}

/** A playlist's cover: its image, else its palette colour with a note icon, else a neutral tile. */
export function PlaylistCover({ playlist, size, alt, className }: PlaylistCoverProps) {
  const styles = useStyles();
  const box = size
    ? { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2.5)}px` }
    : undefined;
  if (playlist.coverImageUrl) {
    return (
      <img
        className={mergeClasses(styles.cover, className)}
        style={box}
        src={playlist.coverImageUrl}
        alt={alt}
        width={size}
        height={size}
      />
    );
  }
  return (
    <span
      className={mergeClasses(
        styles.cover,
        playlist.coverColor ? styles[playlist.coverColor] : undefined,
        className,
      )}
      style={box}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <MusicNote2Regular />
    </span>
  );
}
