import { mergeClasses } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import { Link as WouterLink } from 'wouter';
import type { AlbumDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { useCardStyles } from '../../components/cards.styles';
import { yearOf } from '../../components/format';

/** An album as a card link: cover or placeholder, title, artist and year. */
export function AlbumCard({ album, className }: { album: AlbumDocument; className?: string }) {
  const styles = useCardStyles();
  const year = yearOf(album.releaseDate);
  return (
    <WouterLink href={links.album(album.id)} className={mergeClasses(styles.card, className)}>
      {album.coverImageUrl ? (
        <img className={styles.cover} src={album.coverImageUrl} alt="" loading="lazy" />
      ) : (
        <span className={styles.cover} aria-hidden="true">
          <MusicNote2Regular />
        </span>
      )}
      <span className={styles.title}>{album.title}</span>
      <span className={styles.meta}>{year ? `${album.artist.name} · ${year}` : album.artist.name}</span>
    </WouterLink>
  );
}
