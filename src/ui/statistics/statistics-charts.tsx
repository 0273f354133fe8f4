import { useMemo } from 'react';
import { DonutChart, HorizontalBarChartWithAxis, LineChart } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';
import { localeFormat } from '../../domain/format';
import type { GenreShare, StatisticsPoint, TopTrack } from '../../domain/statistics';
import type { ChartTable } from '../../domain/statistics-view';
import { useLanguage } from '../hooks/use-language';
import { ChartCard } from './chart-card';
import { useStatisticsT, type StatisticsT } from './i18n';

const palette = [
  tokens.colorPaletteBlueForeground2,
  tokens.colorPaletteGreenForeground2,
  tokens.colorPaletteDarkOrangeForeground2,
  tokens.colorPaletteBerryForeground2,
  tokens.colorPaletteTealForeground2,
  tokens.colorPaletteMarigoldForeground2,
  tokens.colorPaletteGrapeForeground2,
  tokens.colorPaletteRedForeground2,
  tokens.colorPaletteLavenderForeground2,
];

/** The rows of the plays-and-listeners chart: one per interval. */
export function seriesTable(
  t: StatisticsT,
  plays: StatisticsPoint[],
  listeners: StatisticsPoint[],
): ChartTable {
  const hasPlays = plays.some((point) => point.value > 0);
  return {
    columns: [t('col.date'), t('col.plays'), t('col.listeners')],
    rows: hasPlays ? plays.map((point, i) => [point.date, point.value, listeners[i]?.value ?? 0]) : [],
  };
}

export function topTracksTable(t: StatisticsT, tracks: TopTrack[]): ChartTable {
  return {
    columns: [t('col.track'), t('col.artist'), t('col.plays'), t('col.listeners')],
    rows: tracks.map((track) => [track.title, track.artist, track.plays, track.listeners]),
  };
}

export function genresTable(t: StatisticsT, genres: GenreShare[]): ChartTable {
  return {
    columns: [t('col.genre'), t('col.plays')],
    rows: genres.map((share) => [share.genre || t('genre.none'), share.plays]),
  };
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function SeriesChart(props: { plays: StatisticsPoint[]; listeners: StatisticsPoint[]; name: string }) {
  const t = useStatisticsT();
  const { language } = useLanguage();
  const format = localeFormat(language, { utc: true });
  const table = seriesTable(t, props.plays, props.listeners);
  const data = useMemo(
    () => ({
      chartTitle: t('chart.series'),
      lineChartData: [
        {
          legend: t('col.plays'),
          color: palette[0],
          data: props.plays.map((p) => ({ x: day(p.date), y: p.value })),
        },
        {
          legend: t('col.listeners'),
          color: palette[1],
          data: props.listeners.map((p) => ({ x: day(p.date), y: p.value })),
        },
      ],
    }),
    [props.plays, props.listeners, t],
  );
  return (
    <ChartCard
      title={t('chart.series')}
      fileName={`${props.name}-plays.csv`}
      table={table}
      emptyText={t('chart.empty')}
    >
      <LineChart
        data={data}
        height={280}
        culture={language}
        customDateTimeFormatter={format.axisDay}
        legendProps={{ overflowText: t('chart.more') }}
      />
    </ChartCard>
  );
}

export function TopTracksChart({ tracks, name }: { tracks: TopTrack[]; name: string }) {
  const t = useStatisticsT();
  const { language } = useLanguage();
  const table = topTracksTable(t, tracks);
  const data = useMemo(() => {
    // A bar is labelled by its title, with the artist only where two tracks share a title: the chart then
    // keeps room for every label in full (showYAxisLables) and the bars still fit a phone's width.
    const titles = new Map<string, number>();
    for (const track of tracks) titles.set(track.title, (titles.get(track.title) ?? 0) + 1);
    return [...tracks].reverse().map((track) => ({
      x: track.plays,
      y: (titles.get(track.title) ?? 0) > 1 ? `${track.title} — ${track.artist}` : track.title,
      yAxisCalloutData: `${track.title} — ${track.artist}`,
      legend: track.title,
      color: palette[0],
    }));
  }, [tracks]);
  return (
    <ChartCard
      title={t('chart.top')}
      fileName={`${name}-top-tracks.csv`}
      table={table}
      emptyText={t('chart.empty')}
    >
      <HorizontalBarChartWithAxis
        data={data}
        height={Math.max(160, tracks.length * 36)}
        culture={language}
        hideLegend
        showYAxisLables
      />
    </ChartCard>
  );
}

export function GenresChart({ genres, name }: { genres: GenreShare[]; name: string }) {
  const t = useStatisticsT();
  const { language } = useLanguage();
  const table = genresTable(t, genres);
  const data = useMemo(
    () => ({
      chartTitle: t('chart.genres'),
      chartData: genres.map((share, i) => ({
        legend: share.genre || t('genre.none'),
        data: share.plays,
        color: palette[i % palette.length],
      })),
    }),
    [genres, t],
  );
  return (
    <ChartCard
      title={t('chart.genres')}
      fileName={`${name}-genres.csv`}
      table={table}
      emptyText={t('chart.empty')}
    >
      <DonutChart
        data={data}
        innerRadius={55}
        height={260}
        culture={language}
        legendProps={{ overflowText: t('chart.more') }}
      />
    </ChartCard>
  );
}
