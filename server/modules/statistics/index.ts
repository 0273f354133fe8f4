// The statistics module's public face (issue 14): import from here.
export { statisticsRoutes } from './statistics.routes';
export { statisticsRepository, type StatisticsRepository } from './statistics.repository';
export { statisticsService, type StatisticsService } from './statistics.service';
export { trackDownloadsRepository, type TrackDownloadsRepository } from './track-downloads.repository';
export { createStatisticsFolder, foldStatistics, type StatisticsFolder } from './statistics-fold';
