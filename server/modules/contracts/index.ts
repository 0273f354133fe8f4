// The contracts module's public face (contracts, supplements, acts, EDO signing, invoices): import from here.
export { documentsCollection, paymentsCollection } from './contracts.collection';
export { contractsRoutes } from './contracts.routes';
export { contractsRepository, type ContractsRepository } from './contracts.repository';
export { contractsService, type ContractsService } from './contracts.service';
export { signCodeHash, signingService, type SigningService } from './signing.service';
export { signGuardsRepository, type SignGuardsRepository } from './sign-guards.repository';
export { paymentsService, type PaymentsService } from './payments.service';
export {
  noPartyDirectory,
  type PartyDirectory,
  type LegalEntitySnapshot,
  type EntityMembership,
} from './party-directory';
