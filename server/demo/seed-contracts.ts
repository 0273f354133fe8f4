import type { ContractApi } from '../../src/domain/api/contracts';
import type { Database } from '../db/client';
import { projectEntryIds } from './demo.repository';
import { createStore } from '../db/transaction';
import type { SessionUser } from '../modules/auth/index';
import {
  contractsRepository,
  signGuardsRepository,
  contractsService,
  paymentsService,
  signCodeHash,
  signingService,
  type PartyDirectory,
} from '../modules/contracts/index';
import { projectsRepository } from '../modules/projects/index';
import { AppError } from '../http/errors';
import { outboxRepository } from '../outbox/outbox.repository';

const asUser = (id: string, role: 'customer' | 'owner'): SessionUser => ({
  id,
  roles: ['customer', 'owner'],
  sessionId: 'demo-seed',
  role,
});

/**
 * How far each demo contract gets, in the order they are made: signed by the owner only; signed by
 * both with its invoice awaiting payment; paid, with its act signed by the owner.
 */
const demoStages = ['signed_owner', 'invoiced', 'act_signed_owner'] as const;
const DEMO_CODE = '424242';
const origin = { ip: '127.0.0.1', userAgent: 'Cueline demo seed' };

/**
 * The demo documents (docs/licensing.md §6): every agreed entry of the demo customer's projects
 * formalized (one contract per project and owner), then taken to the stages above through the services,
 * so entries, invoices, acts, notices and the changefeed follow as in use. Needs the legal entities port
 * to answer for the customer and the owners; when it does not, nothing is seeded (0).
 */
export async function seedContracts(
  database: Database,
  parties: PartyDirectory,
  customerId: string,
  projects: { id: string }[],
  now: () => Date,
): Promise<number> {
  if (!(await parties.forUser(customerId))) return 0;
  const store = createStore(database.db, (handle) => ({
    contracts: contractsRepository(handle),
    guards: signGuardsRepository(handle),
    projects: projectsRepository(handle),
    outbox: outboxRepository(handle),
  }));
  const context = { ...store, now, parties };
  const contracts = contractsService(context);
  const signing = signingService(context);
  const payments = paymentsService(context);
  const customer = asUser(customerId, 'customer');

  /** Signs as `user` with a code stored the way the mailed one is (the demo reads no mail). */
  const sign = async (user: SessionUser, document: ContractApi) => {
    const code = await store.contracts.insertCode({
      userId: user.id,
      documentIds: [document._id],
      codeHash: '',
      expiresAt: new Date(now().getTime() + 60_000),
    });
    await store.contracts.setCodeHash(code.id, signCodeHash(code.id, DEMO_CODE));
    return signing.sign(user, document._id, { code: DEMO_CODE, sha256: document.sha256 }, origin);
  };

  const made: ContractApi[] = [];
  for (const project of projects) {
    const agreed = await projectEntryIds(database, project.id);
    const entryIds = (await store.projects.entriesByIds(agreed))
      .filter((entry) => entry.status === 'agreed')
      .map((entry) => entry.id);
    if (entryIds.length === 0) continue;
    // An owner without a company leaves that project's tracks agreed, as formalization would.
    const drafts = await contracts.create(customer, { projectId: project.id, entryIds }).catch((error) => {
      if (error instanceof AppError) return [];
      throw error;
    });
    made.push(...drafts);
  }
  for (const [index, draft] of made.entries()) {
    const stage = demoStages[index];
    if (!stage) break;
    const owner = asUser(draft.ownerId, 'owner');
    const half = await sign(owner, draft);
    if (stage === 'signed_owner') continue;
    await sign(customer, half);
    if (stage === 'invoiced') continue;
    const invoice = (await store.contracts.paymentPage(owner.id, 'owner', 1, 100)).rows.find(
      (row) => row.contractId === draft._id,
    )!;
    await payments.confirm(owner, invoice.id);
    const act = (await store.contracts.children(draft._id)).find((row) => row.kind === 'act')!;
    await sign(owner, { ...draft, _id: act.id, sha256: act.sha256 });
  }
  return made.length;
}
