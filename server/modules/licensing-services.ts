import type { Db } from '../db/client';
import { createStore } from '../db/transaction';
import { outboxRepository } from '../outbox/outbox.repository';
import type { installRealtime } from '../realtime/socket-server';
import type { ModuleDeps } from '../deps';
import {
  adminCompaniesRepository,
  adminRecordsRepository,
  adminService,
  adminTracksRepository,
  adminUsersRepository,
} from './admin/index';
import { createAuthRepository } from './auth/index';
import {
  contractsRepository,
  signGuardsRepository,
  contractsService,
  noPartyDirectory,
  paymentsService,
  signingService,
} from './contracts/index';
import { legalEntitiesRepository, legalEntitiesService } from './legal-entities/index';
import { notificationsRepository } from './notifications/index';
import { projectsRepository } from './projects/index';

// The services of the licensing wing's documents, companies and the admin area, for the container.

/**
 * Contracts, signing and invoices on one store. The legal entities port (`deps.parties`) answers each
 * user's entity; without one, nobody has an entity yet (docs/decisions/0016).
 */
export function contractServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>) {
  const store = createStore(
    db,
    (handle) => ({
      contracts: contractsRepository(handle),
      guards: signGuardsRepository(handle),
      projects: projectsRepository(handle),
      outbox: outboxRepository(handle),
    }),
    wake,
  );
  const context = { ...store, now: deps.now, parties: deps.parties ?? noPartyDirectory };
  return {
    contracts: contractsService(context),
    signing: signingService(context),
    payments: paymentsService(context),
  };
}

/** Legal entities and company roles; contracts read a user's entity and rights through `forUser`. */
export function legalEntityServices(db: Db, deps: ModuleDeps, wake: () => Promise<void>) {
  const store = createStore(
    db,
    (handle) => ({ legalEntities: legalEntitiesRepository(handle), outbox: outboxRepository(handle) }),
    wake,
  );
  return { legalEntities: legalEntitiesService({ ...store, now: deps.now }) };
}

/** The admin area's service: its writes, their audit rows and effects in one transaction. */
export function adminServices(
  db: Db,
  deps: ModuleDeps,
  wake: () => Promise<void>,
  realtime: ReturnType<typeof installRealtime>,
) {
  const store = createStore(
    db,
    (handle) => ({
      users: adminUsersRepository(handle),
      tracks: adminTracksRepository(handle),
      records: adminRecordsRepository(handle),
      companies: adminCompaniesRepository(handle),
      notifications: notificationsRepository(handle),
      auth: createAuthRepository(handle),
      outbox: outboxRepository(handle),
    }),
    wake,
  );
  return adminService({
    store,
    sessions: deps.sessions,
    realtime,
    now: deps.now,
    system: {
      version: deps.config.version,
      database: deps.database.kind,
      startedAt: Date.now(),
      lastErrors: () => deps.errorLog?.entries() ?? [],
    },
  });
}
