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
import type { SessionUser } from '../auth/session';
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
  const filteredTracks = async (owner: SessionUser, filter: Filter) =>
    filter.trackId || filter.albumId || filter.artistId ? repo.ownTrackIds(owner.id, filter) : null;

  return {
    async summary(owner: SessionUser, query: StatisticsSummaryQuery): Promise<StatisticsSummary> {
      const trackIds = await filteredTracks(owner, query);
      const totals =
        trackIds === null ? await repo.ownerTotals(owner.id, query) : await repo.trackTotals(trackIds, query);
      return summaryOf(totals, await repo.revenue(owner.id, query, trackIds));
    },

    async series(owner: SessionUser, query: StatisticsSeriesQuery): Promise<{ data: StatisticsPoint[] }> {
      const trackIds = await filteredTracks(owner, query);
      return { data: await repo.series(owner.id, trackIds, query, query.metric, query.interval) };
    },

    async topTracks(owner: SessionUser, query: StatisticsTopTracksQuery): Promise<{ data: TopTrack[] }> {
      const trackIds = await filteredTracks(owner, query);
      return { data: await repo.topTracks(owner.id, trackIds, query, query.limit) };
    },

    async genres(owner: SessionUser, query: StatisticsGenresQuery): Promise<{ data: GenreShare[] }> {
      return { data: await repo.genres(owner.id, query) };
    },
  };
}

export type StatisticsService = ReturnType<typeof statisticsService>;
