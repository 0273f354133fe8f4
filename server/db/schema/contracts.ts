import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  primaryKey,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import type { DocumentLine, Party, Totals } from '../../../src/domain/contracts';
import { changefeedColumns } from './changefeed';
import { orders } from './orders';
import { projects } from './projects';
import { users } from './users';

/** PostgreSQL `bytea` as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One signature as kept: the replicated fields plus the signer's IP and user agent. */
export interface StoredSignature {
  side: 'owner' | 'customer';
  userId: string;
  signerName: string;
  entityId: string;
  entityName: string;
  signedAt: string;
  /** The SHA-256 of the bytes the signer read and signed. */
  sha256: string;
  ip: string;
  userAgent: string;
}

/** Numbers contracts and invoices: CL-<year>-<n>, INV-<year>-<n>. */
export const documentNumberSeq = pgSequence('document_number_seq');

/**
 * The bytes of generated documents (.docx), apart from the replicated rows so a pull never reads them.
 * A row is never changed: a new version of a document (its signature sheet appended) is a new row.
 */
export const documentFiles = pgTable('document_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Contracts, supplements and acts (docs/licensing.md §6), replicated as `documents` to the project's
 * members (`member_ids`, copied when the document changes) and the order's owner (`owner_id`). The
 * parties are copies of both legal entities as they were when the document was made.
 */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    /** yyyy-MM-dd. */
    date: text('date').notNull(),
    contractId: uuid('contract_id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    ownerName: text('owner_name').notNull(),
    customerName: text('customer_name').notNull(),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ownerParty: jsonb('owner_party').$type<Party>().notNull(),
    customerParty: jsonb('customer_party').$type<Party>().notNull(),
    status: text('status').notNull().default('draft'),
    rejectReason: text('reject_reason'),
    /** A terms-changing supplement's price: awaiting, proposed, agreed (docs/decisions/0053); else null. */
    priceStatus: text('price_status'),
    /**
     * Written in Russian with English alongside (true), or in Russian only when both sides read Russian
     * (docs/decisions/0052). Supplements, acts and invoices follow their contract.
     */
    bilingual: boolean('bilingual').notNull().default(true),
    vatPercent: integer('vat_percent').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    totals: jsonb('totals').$type<Totals>().notNull(),
    totalInWordsEn: text('total_in_words_en').notNull(),
    totalInWordsRu: text('total_in_words_ru').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => documentFiles.id),
    sha256: text('sha256').notNull(),
    fileSize: integer('file_size').notNull(),
    signatures: jsonb('signatures').$type<StoredSignature[]>().notNull().default([]),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('contract_documents_member_ids').using('gin', t.memberIds),
    index('contract_documents_owner').on(t.ownerId, t.createdAt),
    index('contract_documents_project').on(t.projectId),
    index('contract_documents_contract').on(t.contractId),
    index('contract_documents_seq').on(t.seq),
  ],
);

/** Invoices (docs/licensing.md §6), replicated as `payments` to the same audience as their contract. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contractDocuments.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    ownerName: text('owner_name').notNull(),
    customerName: text('customer_name').notNull(),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ownerParty: jsonb('owner_party').$type<Party>().notNull(),
    customerParty: jsonb('customer_party').$type<Party>().notNull(),
    totals: jsonb('totals').$type<Totals>().notNull(),
    noVat: boolean('no_vat').notNull(),
    totalInWordsEn: text('total_in_words_en').notNull(),
    totalInWordsRu: text('total_in_words_ru').notNull(),
    /** yyyy-MM-dd. */
    dueDate: text('due_date').notNull(),
    status: text('status').notNull().default('awaiting'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => documentFiles.id),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('payments_member_ids').using('gin', t.memberIds),
    index('payments_owner').on(t.ownerId, t.createdAt),
    index('payments_contract').on(t.contractId),
    index('payments_seq').on(t.seq),
  ],
);

/**
 * One-time signing codes (docs/decisions/0016): only the code's SHA-256 is kept, with the documents it
 * may sign, its expiry and the tries left. A right code or the fifth wrong try spends it.
 */
export const signCodes = pgTable(
  'sign_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentIds: uuid('document_ids').array().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_codes_user').on(t.userId, t.createdAt)],
);

/**
 * What limits a signer's codes for one document (docs/decisions/0033-signing-code-limits.md): the times
 * of the codes asked for in the last hour, the wrong tries of the current window (a new code does not
 * reset them) and, after too many, until when signing is locked. Kept across restarts; a row is locked
 * (SELECT … FOR UPDATE) while a code is asked for or tried, so every server process counts the same.
 */
export const signGuards = pgTable(
  'sign_guards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => contractDocuments.id, { onDelete: 'cascade' }),
    /** Epoch milliseconds of the codes asked for within the last hour, oldest first. */
    requests: jsonb('requests').$type<number[]>().notNull().default([]),
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** When the current window of wrong tries began (its first wrong try). */
    wrongSince: timestamp('wrong_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export type SignGuardRow = typeof signGuards.$inferSelect;
export type ContractDocumentRow = typeof contractDocuments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SignCodeRow = typeof signCodes.$inferSelect;
