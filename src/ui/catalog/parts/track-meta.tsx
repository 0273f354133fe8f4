import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TrackDocument, TrackFacetGroup } from '../../../domain/catalog';
import { useCatalogOptions, type CatalogOptionLabels } from './use-catalog-options';
import { formatDate, formatDuration } from '../../components/format';
import type { BrowseT } from '../../i18n/browse';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  text: { whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface Row {
  term: string;
  value: ReactNode;
}

function chips(labels: CatalogOptionLabels, list: TrackFacetGroup, values: readonly string[]): ReactNode {
  if (values.length === 0) return null;
  return values.map((value) => (
    <Badge key={value} appearance="tint" color="informative" shape="rounded">
      {labels.option(list, value)}
    </Badge>
  ));
}

function descriptiveRows(
  track: TrackDocument,
  labels: CatalogOptionLabels,
  t: BrowseT,
  language: string,
): Row[] {
  const one = (list: TrackFacetGroup, value: string | null) => (value ? labels.option(list, value) : null);
  const tempo = [one('tempo', track.tempo), track.bpm ? t('bpm', { bpm: track.bpm }) : null]
    .filter(Boolean)
    .join(' · ');
  return [
    { term: labels.group('genres'), value: chips(labels, 'genres', track.genres) },
    { term: labels.group('moods'), value: chips(labels, 'moods', track.moods) },
    { term: labels.group('instruments'), value: chips(labels, 'instruments', track.instruments) },
    { term: t('tags'), value: track.tags.length > 0 ? track.tags.join(', ') : null },
    { term: labels.group('tempo'), value: tempo || null },
    { term: labels.group('density'), value: one('density', track.density) },
    { term: labels.group('vocalType'), value: one('vocalType', track.vocalType) },
    { term: labels.group('language'), value: one('language', track.language) },
    { term: labels.group('version'), value: one('version', track.version) },
    { term: t('isrc'), value: track.isrc },
    { term: t('releaseDate'), value: track.releaseDate ? formatDate(track.releaseDate, language) : null },
  ];
}

function technicalRows(track: TrackDocument, t: BrowseT): Row[] {
  const data = track.technicalData;
  return [
    { term: t('duration'), value: formatDuration(data.duration) },
    {
      term: t('bitrate'),
      value: data.bitrate > 0 ? t('kbps', { value: Math.round(data.bitrate / 1000) }) : null,
    },
    {
      term: t('sampleRate'),
      value: data.sampleRate > 0 ? t('khz', { value: data.sampleRate / 1000 }) : null,
    },
    { term: t('codec'), value: data.codec || null },
  ];
}

function Facts({ rows, t }: { rows: Row[]; t: BrowseT }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.pair}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.value}>{row.value ?? t('none')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A track's descriptive and technical data, lyrics (collapsible) and comments. */
export function TrackMeta({ track, t }: { track: TrackDocument; t: BrowseT }) {
  const styles = useStyles();
  const labels = useCatalogOptions();
  const { i18n } = useTranslation();
  return (
    <>
      <section className={styles.section} aria-label={t('metadata')}>
        <Facts rows={descriptiveRows(track, labels, t, i18n.language)} t={t} />
      </section>
      <section className={styles.section} aria-labelledby="track-technical">
        <Subtitle2 as="h3" id="track-technical">
          {t('technical')}
        </Subtitle2>
        <Facts rows={technicalRows(track, t)} t={t} />
      </section>
      {track.lyrics ? (
        <Accordion collapsible>
          <AccordionItem value="lyrics">
            <AccordionHeader as="h3">{t('lyrics')}</AccordionHeader>
            <AccordionPanel>
              <p className={styles.text}>{track.lyrics}</p>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      ) : null}
      {track.comments ? (
        <section className={styles.section} aria-labelledby="track-comments">
          <Subtitle2 as="h3" id="track-comments">
            {t('comments')}
          </Subtitle2>
          <p className={styles.text}>{track.comments}</p>
        </section>
      ) : null}
    </>
  );
}
