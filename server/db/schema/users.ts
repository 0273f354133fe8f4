import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface ImageEntry {
  url: string;
  width: number;
  height: number;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Account roles held: customer, owner, admin. */
    roles: text('roles').array().notNull(),
    language: text('language').notNull().default('en'),
    images: jsonb('images').$type<ImageEntry[]>().notNull().default([]),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: the user's sessions ended and logging in is refused (docs/decisions/0018-admin-area.md). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    // The admin's user search: any part of the name or e-mail (trigram).
    index('users_search_trgm').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
