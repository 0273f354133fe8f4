import { Avatar, mergeClasses } from '@fluentui/react-components';
import { Link as WouterLink } from 'wouter';
import type { ArtistDocument } from '../../../domain/catalog';
import { useCardStyles } from '../../components/cards.styles';
import type { BrowseT } from '../../i18n/browse';

/** An artist as a card link: photo or initials, name and counts; `href` picks /artists or /all-artists. */
export function ArtistCard({
  artist,
  href,
  t,
  className,
}: {
  artist: ArtistDocument;
  href: string;
  t: BrowseT;
  className?: string;
}) {
  const styles = useCardStyles();
  return (
    <WouterLink href={href} className={mergeClasses(styles.card, className)}>
      <Avatar
        className={mergeClasses(styles.cover, styles.round)}
        name={artist.name}
        image={artist.imageUrl ? { src: artist.imageUrl, alt: '' } : undefined}
        aria-hidden="true"
        size={128}
      />
      <span className={styles.title}>{artist.name}</span>
      <span className={styles.meta}>
        {t('trackCount', { count: artist.trackCount })} · {t('albumCount', { count: artist.albumCount })}
      </span>
    </WouterLink>
  );
}
