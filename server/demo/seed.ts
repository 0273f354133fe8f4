import type { Database } from '../db/client';
import { createAuthRepository, hashPassword } from '../modules/auth/index';
import { type AudioCache, createAudioCache } from './audio/cache';
import { seedCatalogue } from './seed-catalogue';
import { seedLegalEntities } from './seed-legal-entities';
import { seedProjects } from './seed-projects';
import { seedContracts } from './seed-contracts';
import type { PartyDirectory } from '../modules/contracts/index';
import { projectsRepository } from '../modules/projects/index';
import { entityById, legalEntitiesRepository, membershipOfUser } from '../modules/legal-entities/index';
import { seedStatistics } from './demo.repository';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

interface SeedDeps {
  database: Database;
  log: (message: string) => void;
  now?: () => Date;
  /** Where the app keeps its files; without it only the accounts are seeded, not the catalogue. */
  dataDir?: string;
  /** Rendered demo audio kept between starts (default: a folder in the OS temp directory); null disables it. */
  audioCache?: AudioCache | null;
  /** The legal entities port the demo documents are drafted through (default: the demo's own entities). */
  parties?: PartyDirectory;
}

export { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

/** The demo customer, whose projects the demo seeds (server/demo/projects-data.ts). */
export const demoCustomerEmail = 'customer@cueline.demo';

/** The two owners of the demo catalogue: the demo owner and the label. */
export const demoOwnerEmails = { owner: 'owner@cueline.demo', label: 'label@cueline.demo' } as const;

/** The demo customer's and owners' legal entities, once. */
async function seedDemoLegalEntities(deps: SeedDeps, repo: ReturnType<typeof createAuthRepository>) {
  const [customer, owner, label] = await Promise.all(
    [demoCustomerEmail, demoOwnerEmails.owner, demoOwnerEmails.label].map((email) =>
      repo.findUserByEmail(email),
    ),
  );
  if (!customer || !owner || !label) throw new Error('the demo accounts are missing');
  await seedLegalEntities(
    { database: deps.database, now: deps.now },
    { customer: customer.id, owner: owner.id, label: label.id },
  );
}

/** Creates the demo accounts and the demo catalogue on first start; running it again changes nothing. */
export async function seedDemo(deps: SeedDeps): Promise<void> {
  const repo = createAuthRepository(deps.database.db);
  const now = deps.now?.() ?? new Date();
  let created = 0;
  for (const account of demoAccounts) {
    if (await repo.findUserByEmail(account.email)) continue;
    const inserted = await repo.insertUser({
      email: account.email,
      phone: null,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: account.firstName,
      lastName: account.lastName,
      middleName: null,
      newsletter: false,
      roles: [...account.roles],
      language: 'en',
      emailConfirmedAt: now,
    });
    if (inserted) created += 1;
  }
  deps.log(`demo data: ${created} demo account(s) created`);
  await seedDemoLegalEntities(deps, repo);
  if (!deps.dataDir) return;
  const owner = await repo.findUserByEmail(demoOwnerEmails.owner);
  const label = await repo.findUserByEmail(demoOwnerEmails.label);
  if (!owner || !label) throw new Error('the demo owners are missing');
  const cache = deps.audioCache === undefined ? createAudioCache() : deps.audioCache;
  const result = await seedCatalogue(
    { database: deps.database, dataDir: deps.dataDir, log: deps.log, now: deps.now, cache },
    { owner: owner.id, label: label.id },
  );
  deps.log(
    result
      ? `demo data: catalogue of ${result.tracks} tracks and ${result.albums} albums in ${result.seconds} s (${result.rendered} rendered, ${result.cached} from the audio cache)`
      : 'demo data: catalogue already present',
  );
  const customer = await repo.findUserByEmail(demoCustomerEmail);
  if (!customer) throw new Error('the demo customer is missing');
  const made = await seedProjects(
    { database: deps.database, now: deps.now },
    { customer: customer.id, owner: owner.id, ownerEmail: demoOwnerEmails.owner },
  );
  deps.log(
    made > 0 ? `demo data: ${made} customer projects` : 'demo data: customer projects already present',
  );
  if (made > 0) {
    const entities = legalEntitiesRepository(deps.database.db);
    const parties = deps.parties ?? {
      forUser: (userId: string) => membershipOfUser(entities, userId),
      get: (entityId: string) => entityById(entities, entityId),
    };
    const { rows } = await projectsRepository(deps.database.db).page(customer.id, { page: 1, limit: 10 });
    const documents = await seedContracts(
      deps.database,
      parties,
      customer.id,
      rows,
      deps.now ?? (() => new Date()),
    );
    deps.log(`demo data: ${documents} contract(s)`);
  }
  const plays = await seedStatistics(deps.database, [owner.id, label.id], now);
  deps.log(plays > 0 ? `demo data: ${plays} plays for the statistics` : 'demo data: plays already present');
}
