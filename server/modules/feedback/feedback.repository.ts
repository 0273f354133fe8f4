import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';
import { users, type UserRow } from '../../db/schema/users';
import { eq } from 'drizzle-orm';

/** Feedback messages: the only place the feedback module touches the database. */
export function createFeedbackRepository(db: Db) {
  return {
    async findSender(userId: string): Promise<Pick<UserRow, 'email' | 'firstName' | 'lastName'> | undefined> {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
    async insert(entry: typeof feedback.$inferInsert): Promise<string> {
      const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
      return row!.id;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
