import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { links } from '../../../domain/routes';
import { Page } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { ArtistsSection } from './artists-section';
import { useArtistsT } from './i18n';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** /artists — the artists with the most tracks, and the way to the full A–Z list. */
export function ArtistsPage() {
  const t = useArtistsT();
  const styles = useStyles();
  return (
    <Page>
      <div className={styles.head}>
        <Title2 as="h1">{t('topArtists')}</Title2>
        <RouterLink href={links.allArtists()}>{t('allArtistsLink')}</RouterLink>
      </div>
      <ArtistsSection />
    </Page>
  );
}
