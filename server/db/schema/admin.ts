import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action (docs/decisions/0018-admin-area.md): written in the action's transaction and never
 * changed — a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0025). No foreign key to `users`: a
 * cascade or `set null` would be an update the trigger refuses, and the row must outlive its subjects.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    /** The admin's e-mail when the action was taken. */
    adminEmail: text('admin_email').notNull(),
    /** What was done: user.block, user.unblock, user.role, track.hide, track.restore, notification.send, notification.retract. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;

/** A notification an admin sent to one user, a role or everyone; each recipient's row names it. */
export const adminBroadcasts = pgTable(
  'admin_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    audienceUserId: uuid('audience_user_id'),
    audienceRole: text('audience_role'),
    /** How many notifications were queued when it was sent. */
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
  },
  (t) => [index('admin_broadcasts_created').on(t.createdAt)],
);

export type AdminBroadcastRow = typeof adminBroadcasts.$inferSelect;
