import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../src/domain/admin';
import type { Db } from '../../db/client';
import { adminAudit, adminBroadcasts, type AdminBroadcastRow } from '../../db/schema/admin';
import { notifications } from '../../db/schema/notifications';
import { projects } from '../../db/schema/projects';

export interface AuditRecord {
  adminId: string;
  adminEmail: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

export type SentNotificationRow = AdminBroadcastRow & { delivered: number; read: number };

// Qualified by hand: in a one-table select Drizzle writes a column unqualified, which the subquery would take for its own.
const delivered = sql<number>`(select count(*) from ${notifications} n where n.broadcast_id = "admin_broadcasts"."id")`;
const readCount = sql<number>`(select count(*) from ${notifications} n where n.broadcast_id = "admin_broadcasts"."id" and n.read)`;

/**
 * What an audit row's target is called now (issue 26 §4): a user's name (else e-mail), a track's title, a
 * legal entity's name, a notification's text; null when the target is gone or of another kind.
 */
const target = sql.raw('"admin_audit"."target_id"');
const targetName = sql<string | null>`case "admin_audit"."target_type"
  when 'user' then (select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
    from users u where u.id::text = ${target})
  when 'track' then (select tr.title from tracks tr where tr.id::text = ${target})
  when 'legal_entity' then (select le.name from legal_entities le where le.id::text = ${target})
  when 'notification' then (select left(b.message, 120) from admin_broadcasts b where b.id::text = ${target})
  end`;

/** The audit log (append-only: only `record` writes it), sent notifications, and the system figures. */
export function adminRecordsRepository(db: Db) {
  return {
    async record(entry: AuditRecord) {
      await db.insert(adminAudit).values(entry);
    },

    async auditPage(query: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ audit: adminAudit, targetName })
          .from(adminAudit)
          .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(adminAudit),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async insertBroadcast(values: typeof adminBroadcasts.$inferInsert): Promise<AdminBroadcastRow> {
      const [row] = await db.insert(adminBroadcasts).values(values).returning();
      return row!;
    },

    async setRecipients(id: string, recipients: number) {
      await db.update(adminBroadcasts).set({ recipients }).where(eq(adminBroadcasts.id, id));
    },

    async broadcastPage(query: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            broadcast: adminBroadcasts,
            delivered: delivered.mapWith(Number),
            read: readCount.mapWith(Number),
          })
          .from(adminBroadcasts)
          .orderBy(desc(adminBroadcasts.createdAt), desc(adminBroadcasts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(adminBroadcasts),
      ]);
      const data: SentNotificationRow[] = rows.map((row) => ({
        ...row.broadcast,
        delivered: row.delivered,
        read: row.read,
      }));
      return { rows: data, total: total?.total ?? 0 };
    },

    async broadcast(id: string): Promise<SentNotificationRow | undefined> {
      const [row] = await db
        .select({
          broadcast: adminBroadcasts,
          delivered: delivered.mapWith(Number),
          read: readCount.mapWith(Number),
        })
        .from(adminBroadcasts)
        .where(eq(adminBroadcasts.id, id));
      return row && { ...row.broadcast, delivered: row.delivered, read: row.read };
    },

    /** Marks the broadcast retracted and deletes its delivered copies; returns them for sync hints. */
    async retractBroadcast(id: string, at: Date) {
      const [marked] = await db
        .update(adminBroadcasts)
        .set({ retractedAt: at })
        .where(and(eq(adminBroadcasts.id, id), isNull(adminBroadcasts.retractedAt)))
        .returning({ id: adminBroadcasts.id });
      if (!marked) return null;
      return db
        .update(notifications)
        .set({ deleted: true })
        .where(and(eq(notifications.broadcastId, id), eq(notifications.deleted, false)))
        .returning({ userId: notifications.userId, seq: notifications.seq });
    },

    async projectCount() {
      const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.deleted, false));
      return row?.n ?? 0;
    },
  };
}

export type AdminRecordsRepository = ReturnType<typeof adminRecordsRepository>;
