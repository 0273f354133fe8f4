// The legal-entities module's public face: import from here.
export { legalEntitiesRoutes } from './legal-entities.routes';
export { legalEntitiesRepository, type LegalEntitiesRepository } from './legal-entities.repository';
export {
  entityById,
  legalEntitiesService,
  membershipOfUser,
  type EntityMembership,
  type LegalEntitiesService,
} from './legal-entities.service';
