import { termsSchema, DEFAULT_VAT_PERCENT, type TermsInput } from '../../src/domain/orders';
import type { OrderApi } from '../../src/domain/api/orders';
import type { Database } from '../db/client';
import { createStore } from '../db/transaction';
import { outboxRepository } from '../outbox/outbox.repository';
import type { SessionUser } from '../modules/auth/index';
import { legalEntitiesRepository, membershipOfUser } from '../modules/legal-entities/index';
import { ordersRepository, ordersService } from '../modules/orders/index';
import { projectsRepository } from '../modules/projects/index';

/** What happens to a demo request after it is sent: every proposal status, for both owners. */
type DemoOutcome =
  | { kind: 'requested' }
  | { kind: 'pending' }
  | { kind: 'approved' }
  | { kind: 'approvedPartially'; approve: string[] }
  | { kind: 'rejected'; reason: string };

interface DemoRequest {
  project: string;
  /** Track titles of the project's entries; one order is made per owner of their tracks. */
  tracks: string[];
  terms: TermsInput;
  budget?: number;
  comment?: string;
  /** The outcome per owner's order, by the title of its first track. */
  outcomes: Record<string, DemoOutcome>;
}

const series: TermsInput = {
  media: ['tv', 'streaming'],
  territory: ['RU', 'KZ', 'BY'],
  termMonths: 36,
  uses: 'many',
};
const film: TermsInput = {
  media: ['cinema', 'streaming', 'tv'],
  territory: 'world',
  termMonths: null,
  uses: 'many',
};

/**
 * The demo requests (docs/licensing.md §3): on the demo customer's projects, to the tracks of the demo
 * owner and the label, so owner@cueline.demo opens onto a queue with orders in every status and the
 * label has some too. Tidal Memory (edits) and Honey in the Static (archived) stay unrequested.
 */
export const demoRequests: DemoRequest[] = [
  {
    project: 'The Lighthouse Keeper',
    tracks: ['Midnight Harbour', 'Lighthouse Signal'],
    terms: film,
    budget: 400_000_00,
    comment: 'Main theme and the storm montage; festival cut first.',
    outcomes: { 'Midnight Harbour': { kind: 'approvedPartially', approve: ['Midnight Harbour'] } },
  },
  {
    project: 'The Lighthouse Keeper',
    tracks: ['Coastline Static', 'Fjord Crossing'],
    terms: { ...film, uses: 2 },
    comment: 'Radio static under the night watch; the ferry crossing.',
    outcomes: { 'Coastline Static': { kind: 'requested' }, 'Fjord Crossing': { kind: 'pending' } },
  },
  {
    project: 'White Nights',
    tracks: ['Белые ночи', 'Разводные мосты'],
    terms: series,
    budget: 600_000_00,
    comment: 'Title theme for the whole season and the bridges scene.',
    outcomes: { 'Белые ночи': { kind: 'approved' } },
  },
  {
    project: 'White Nights',
    tracks: ['Coffee at Eleven'],
    terms: { ...series, termMonths: 12, uses: 3 },
    outcomes: { 'Coffee at Eleven': { kind: 'rejected', reason: "Over the episode's music budget." } },
  },
  {
    project: 'White Nights',
    tracks: ['Neva in June', 'Velvet Hours'],
    terms: series,
    comment: 'Episode 2: the embankment walk and the rooftop party.',
    outcomes: { 'Neva in June': { kind: 'pending' }, 'Velvet Hours': { kind: 'approved' } },
  },
  {
    project: 'White Nights',
    tracks: ['Last Tram Home', 'Белые ночи (a cappella)'],
    terms: { ...series, media: ['tv', 'streaming', 'internet'] },
    budget: 250_000_00,
    comment: 'Finale: the last tram and the end titles.',
    outcomes: { 'Last Tram Home': { kind: 'requested' } },
  },
];

const asUser = (id: string, role: 'customer' | 'owner'): SessionUser => ({
  id,
  roles: ['customer', 'owner'],
  sessionId: 'demo-seed',
  role,
});

/** A price per track (kopecks without VAT) that reads like a licence fee: 45,000–180,000 ₽. */
const priceOf = (title: string) =>
  (45_000 + ([...title].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 28) * 5_000) * 100;

/**
 * Sends the demo requests through the orders service (so entries, project statuses, notices and the
 * changefeed follow as in use) and answers them: owners propose, the customer approves or rejects. The
 * customer's legal entity (server/demo/seed-legal-entities.ts) is seeded first: each request names it.
 */
export async function seedOrders(
  database: Database,
  customerId: string,
  projects: { id: string; name: string }[],
  trackTitles: Map<string, string>,
  now: () => Date,
): Promise<number> {
  const store = createStore(database.db, (handle) => ({
    orders: ordersRepository(handle),
    projects: projectsRepository(handle),
    outbox: outboxRepository(handle),
  }));
  const entities = legalEntitiesRepository(database.db);
  const parties = { forUser: (userId: string) => membershipOfUser(entities, userId) };
  const service = ordersService({ ...store, now, vatPercent: DEFAULT_VAT_PERCENT, parties });
  const customer = asUser(customerId, 'customer');
  // Every request names the customer's company, the customer party of its contracts (docs/licensing.md §3).
  const licensee = await parties.forUser(customerId);
  if (!licensee) throw new Error('the demo customer has no legal entity to request for');
  let made = 0;
  for (const request of demoRequests) {
    const project = projects.find((candidate) => candidate.name === request.project)!;
    const workspaces = await store.projects.liveWorkspaces(project.id);
    const entries = workspaces.flatMap((workspace) => workspace.entries);
    const entryOf = (title: string) => entries.find((entry) => trackTitles.get(entry.trackId) === title)!.id;
    const orders = await service.create(customer, {
      projectId: project.id,
      entryIds: request.tracks.map(entryOf),
      terms: termsSchema.parse(request.terms),
      legalEntityId: licensee.entity._id,
      budget: request.budget ?? null,
      budgetShare: 'per_owner',
      comment: request.comment ?? null,
    });
    made += orders.length;
    for (const order of orders)
      await answer(order, request.outcomes[order.lines[0]!.trackTitle] ?? { kind: 'requested' });
  }
  return made;

  async function answer(order: OrderApi, outcome: DemoOutcome) {
    if (outcome.kind === 'requested') return;
    const owner = asUser(order.ownerId, 'owner');
    const proposed = await service.propose(owner, order._id, {
      lines: order.lines.map((line, index) => ({
        entryId: line.entryId!,
        price: priceOf(line.trackTitle),
        noVat: false,
        share: index === 1 ? 50 : 100,
        comment: index === 1 ? 'Co-owned with the publisher: they license the other half.' : null,
      })),
      comment: 'Valid for 30 days. Festival use included.',
      version: order.version,
    });
    const entryIdOf = (title: string) => proposed.lines.find((line) => line.trackTitle === title)!.entryId!;
    if (outcome.kind === 'approved')
      await service.approve(customer, order._id, { entryIds: proposed.lines.map((line) => line.entryId!) });
    if (outcome.kind === 'approvedPartially')
      await service.approve(customer, order._id, { entryIds: outcome.approve.map(entryIdOf) });
    if (outcome.kind === 'rejected') await service.reject(customer, order._id, { reason: outcome.reason });
  }
}
