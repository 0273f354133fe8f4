import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  contractTabStatuses,
  edoTabs,
  type ContractListQuery,
  type EdoTab,
} from '../../../src/domain/contracts';
import { documentKinds, documentStatuses, inEdoTab, type ContractTab } from '../../../src/domain/contracts';
import { isUuid } from '../../../src/domain/ids';
import type { Language } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import {
  contractDocuments,
  documentFiles,
  documentNumberSeq,
  payments,
  signCodes,
  type ContractDocumentRow,
  type PaymentRow,
  type SignCodeRow,
} from '../../db/schema/contracts';
import { orders, type OrderRow } from '../../db/schema/orders';
import { trackEntries, workspaces } from '../../db/schema/projects';
import { users } from '../../db/schema/users';

export type NewContractDocument = Omit<
  typeof contractDocuments.$inferInsert,
  'id' | 'seq' | 'updatedAt' | 'deleted' | 'createdAt'
>;
export type NewPayment = Omit<
  typeof payments.$inferInsert,
  'id' | 'seq' | 'updatedAt' | 'deleted' | 'createdAt'
>;
type DocumentValues = Partial<Omit<NewContractDocument, 'id'>>;

const isEdoTab = (tab: string): tab is EdoTab => (edoTabs as readonly string[]).includes(tab);

/** The statuses a tab holds for a side and kind (or any kind), as a condition. */
function tabCondition(query: ContractListQuery): SQL | undefined {
  if (query.tab === 'all') return undefined;
  const kinds = query.kind ? [query.kind] : documentKinds;
  const tab = query.tab;
  const parts = kinds.map((kind) => {
    const statuses = isEdoTab(tab)
      ? documentStatuses.filter((status) => inEdoTab({ kind, status }, tab))
      : contractTabStatuses(tab as ContractTab, kind, query.role);
    return statuses.length
      ? and(eq(contractDocuments.kind, kind), inArray(contractDocuments.status, statuses))
      : sql`false`;
  });
  return or(...parts);
}

/** Contracts, supplements, acts, invoices, their files and the signing codes. */
export function contractsRepository(db: Db) {
  return {
    /** The entries asked for, with their project and the order that holds them. */
    async entriesWithOrders(ids: string[]) {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      return db
        .select({ entry: trackEntries, projectId: workspaces.projectId, order: orders })
        .from(trackEntries)
        .innerJoin(
          workspaces,
          and(eq(workspaces.id, trackEntries.workspaceId), eq(workspaces.deleted, false)),
        )
        .leftJoin(orders, eq(orders.id, trackEntries.orderId))
        .where(inArray(trackEntries.id, valid));
    },

    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The next document number, unique across contracts and invoices. */
    async nextNumber(): Promise<number> {
      const result = await db.execute(sql`select nextval(${documentNumberSeq.seqName}) as n`);
      return Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
    },

    async saveFile(content: Buffer, sha256: string): Promise<string> {
      const [row] = await db
        .insert(documentFiles)
        .values({ content, sha256 })
        .returning({ id: documentFiles.id });
      return row!.id;
    },

    async file(id: string): Promise<{ content: Buffer; sha256: string } | undefined> {
      const [row] = await db
        .select({ content: documentFiles.content, sha256: documentFiles.sha256 })
        .from(documentFiles)
        .where(eq(documentFiles.id, id));
      return row;
    },

    async insert(values: NewContractDocument): Promise<ContractDocumentRow> {
      const [row] = await db.insert(contractDocuments).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<ContractDocumentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(contractDocuments)
        .where(and(eq(contractDocuments.id, id), eq(contractDocuments.deleted, false)));
      return row;
    },

    async lock(id: string): Promise<ContractDocumentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(contractDocuments)
        .where(and(eq(contractDocuments.id, id), eq(contractDocuments.deleted, false)))
        .for('update');
      return row;
    },

    /** Writes a document with the project's members copied afresh, and answers the new row. */
    async update(id: string, values: DocumentValues): Promise<ContractDocumentRow> {
      const [row] = await db
        .update(contractDocuments)
        .set({
          ...values,
          memberIds: sql`coalesce((select p.member_ids from projects p where p.id = ${contractDocuments.projectId}), '{}')`,
        })
        .where(eq(contractDocuments.id, id))
        .returning();
      return row!;
    },

    /** The documents of a contract (its supplements and act). */
    async children(contractId: string): Promise<ContractDocumentRow[]> {
      return db.select().from(contractDocuments).where(eq(contractDocuments.contractId, contractId));
    },

    /** The contracts of a project (not supplements or acts). */
    async projectContracts(projectId: string): Promise<ContractDocumentRow[]> {
      return db
        .select()
        .from(contractDocuments)
        .where(and(eq(contractDocuments.projectId, projectId), eq(contractDocuments.kind, 'contract')));
    },

    /** The caller's documents as `role`: an owner's by `owner_id`, a customer's by project membership. */
    async page(userId: string, query: ContractListQuery) {
      const conditions: (SQL | undefined)[] = [
        eq(contractDocuments.deleted, false),
        query.role === 'owner'
          ? eq(contractDocuments.ownerId, userId)
          : sql`${userId}::uuid = any(${contractDocuments.memberIds})`,
        query.kind ? eq(contractDocuments.kind, query.kind) : undefined,
        query.projectId ? eq(contractDocuments.projectId, query.projectId) : undefined,
        tabCondition(query),
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contractDocuments)
          .where(where)
          .orderBy(desc(contractDocuments.createdAt), desc(contractDocuments.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(contractDocuments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async userContact(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const language: Language = row.language === 'ru' ? 'ru' : 'en';
      return { email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), language };
    },

    async insertPayment(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    async findPayment(id: string, lock = false): Promise<PaymentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const query = db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.deleted, false)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async markPaid(id: string, paidAt: Date): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({
          status: 'paid',
          paidAt,
          memberIds: sql`coalesce((select p.member_ids from projects p where p.id = ${payments.projectId}), '{}')`,
        })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    async paymentPage(userId: string, role: 'owner' | 'customer', page: number, limit: number) {
      const where = and(
        eq(payments.deleted, false),
        role === 'owner' ? eq(payments.ownerId, userId) : sql`${userId}::uuid = any(${payments.memberIds})`,
      );
      const [rows, [total], awaiting] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(payments).where(where),
        db
          .select({ totals: payments.totals })
          .from(payments)
          .where(and(where, eq(payments.status, 'awaiting'))),
      ]);
      return { rows, total: total?.n ?? 0, awaiting: awaiting.map((row) => row.totals) };
    },

    /** A new code spends the caller's earlier ones. */
    async insertCode(values: { userId: string; documentIds: string[]; codeHash: string; expiresAt: Date }) {
      await db
        .update(signCodes)
        .set({ spentAt: new Date() })
        .where(and(eq(signCodes.userId, values.userId), isNull(signCodes.spentAt)));
      const [row] = await db.insert(signCodes).values(values).returning();
      return row!;
    },

    async setCodeHash(id: string, codeHash: string) {
      await db.update(signCodes).set({ codeHash }).where(eq(signCodes.id, id));
    },

    /** The caller's newest code not yet spent. */
    async liveCode(userId: string): Promise<SignCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(signCodes)
        .where(and(eq(signCodes.userId, userId), isNull(signCodes.spentAt)))
        .orderBy(desc(signCodes.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    /** Counts a wrong try; the last allowed one spends the code. */
    async wrongTry(id: string, spend: boolean) {
      await db
        .update(signCodes)
        .set({ tries: sql`${signCodes.tries} + 1`, ...(spend ? { spentAt: new Date() } : {}) })
        .where(eq(signCodes.id, id));
    },

    /** Spends a code once: false when it was already spent (a reuse, or a concurrent signature). */
    async spendCode(id: string): Promise<boolean> {
      const rows = await db
        .update(signCodes)
        .set({ spentAt: new Date() })
        .where(and(eq(signCodes.id, id), isNull(signCodes.spentAt)))
        .returning({ id: signCodes.id });
      return rows.length === 1;
    },
  };
}

export type ContractsRepository = ReturnType<typeof contractsRepository>;
