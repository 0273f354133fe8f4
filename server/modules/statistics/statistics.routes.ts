import type { FastifyInstance } from 'fastify';
import {
  statisticsGenres,
  statisticsSeries,
  statisticsSummary,
  statisticsTopTracks,
} from '../../../src/domain/api/statistics';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireRole } from '../auth/index';
import type { StatisticsService } from './statistics.service';

/** `/api/statistics/*` (issue 14): an owner's own figures only; customers are refused (403). */
export async function statisticsRoutes(
  app: FastifyInstance,
  { statistics }: { statistics: StatisticsService },
) {
  const tags = ['statistics'];
  const options = { tags, errors: errors(400, 401, 403) };
  operationRoute(app, statisticsSummary, options, async (request) =>
    statistics.summary(requireRole(request, 'owner'), request.query),
  );
  operationRoute(app, statisticsSeries, options, async (request) =>
    statistics.series(requireRole(request, 'owner'), request.query),
  );
  operationRoute(app, statisticsTopTracks, options, async (request) =>
    statistics.topTracks(requireRole(request, 'owner'), request.query),
  );
  operationRoute(app, statisticsGenres, options, async (request) =>
    statistics.genres(requireRole(request, 'owner'), request.query),
  );
}
