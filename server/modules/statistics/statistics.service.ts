import type {
  GenreShare,
  StatisticsGenresQuery,
  StatisticsPoint,
  StatisticsSeriesQuery,
  StatisticsSummary,
  StatisticsSummaryQuery,
  StatisticsTopTracksQuery,
  TopTrack,
} from '../../../src/domain/statistics';
import type { SessionUser } from '../auth/index';
import type { Revenue, StatisticsRepository, Totals } from './statistics.repository';

type Filter = Pick<StatisticsSummaryQuery, 'trackId' | 'albumId' | 'artistId'>;

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : null);

/** The summary's shape of a period's totals and paid invoices. */
function summaryOf(totals: Totals, revenue: Revenue): StatisticsSummary {
  return {
    plays: totals.plays,
    listeners: totals.listeners,
    completionRate: ratio(totals.completed, totals.plays),
    favourites: totals.favourites,
    playlistAdds: totals.playlistAdds,
    downloads: totals.downloads,
    requests: totals.requests,
    proposals: totals.proposals,
    approvalRate: ratio(totals.approved, totals.proposals),
    revenue,
  };
}

/** Owner statistics over the rollups; the caller is an owner (the routes check). */
export function statisticsService({ repo }: { repo: StatisticsRepository }) {
  /** The owner's tracks a filter names, or null when there is no filter (all of them). */
  // Every read folds what is recorded first (decision 0037): the figures include every write before it.
  const filtered = async (owner: SessionUser, filter: Filter) => {
    await repo.fold();
    return filter.trackId || filter.albumId || filter.artistId ? repo.selection(owner.id, filter) : null;
  };
  const period = ({ from, to }: { from: string; to: string }) => ({ from, to });

  return {
    async summary(owner: SessionUser, query: StatisticsSummaryQuery): Promise<StatisticsSummary> {
      const selection = await filtered(owner, query);
      const totals = selection
        ? await repo.selectionTotals(owner.id, selection, period(query))
        : await repo.ownerTotals(owner.id, period(query));
      return summaryOf(totals, await repo.revenue(owner.id, period(query), selection?.trackIds ?? null));
    },

    async series(owner: SessionUser, query: StatisticsSeriesQuery): Promise<{ data: StatisticsPoint[] }> {
      const selection = await filtered(owner, query);
      return { data: await repo.series(owner.id, selection, period(query), query.metric, query.interval) };
    },

    async topTracks(owner: SessionUser, query: StatisticsTopTracksQuery): Promise<{ data: TopTrack[] }> {
      const selection = await filtered(owner, query);
      return { data: await repo.topTracks(owner.id, selection, period(query), query.limit) };
    },

    /** Plays per genre, of the filter's tracks when there is one. */
    async genres(owner: SessionUser, query: StatisticsGenresQuery): Promise<{ data: GenreShare[] }> {
      const selection = await filtered(owner, query);
      return { data: await repo.genres(owner.id, selection, period(query)) };
    },
  };
}

export type StatisticsService = ReturnType<typeof statisticsService>;
