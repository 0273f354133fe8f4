import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Legal entities (docs/licensing.md §5, docs/decisions/0015-legal-entities.md): the parties of contracts.
 * Not replicated; screens read them through `GET /api/legal-entity/info`. The TIN is unique.
 */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** personal (individual entrepreneur) or company. */
    type: text('type').notNull(),
    tin: text('tin').notNull(),
    address: text('address').notNull(),
    signatoryName: text('signatory_name').notNull(),
    signatoryPosition: text('signatory_position').notNull(),
    bik: text('bik').notNull(),
    bank: text('bank').notNull(),
    corrAccount: text('corr_account').notNull(),
    account: text('account').notNull(),
    /** When an admin marked the entity verified (shown on its documents); null when not verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_entities_tin_key').on(t.tin)],
);

/**
 * Members of an entity and join requests (`status` pending). A user belongs to, or asks to join, at most
 * one entity: `user_id` is unique. `rights` holds the numbered rights 1–5; the main_admin holds all.
 */
export const legalEntityMembers = pgTable(
  'legal_entity_members',
  {
    entityId: uuid('entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    rights: integer('rights').array().notNull().default([]),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.userId] }),
    uniqueIndex('legal_entity_members_user_key').on(t.userId),
    index('legal_entity_members_entity').on(t.entityId, t.status),
  ],
);

export type LegalEntityRow = typeof legalEntities.$inferSelect;
export type LegalEntityMemberRow = typeof legalEntityMembers.$inferSelect;
