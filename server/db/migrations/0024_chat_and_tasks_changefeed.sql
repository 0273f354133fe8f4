-- chat messages and composer orders are replicated (`messages`, `tasks`; docs/decisions/0007); a task's
-- delivered tracks and a message's audience are copies rewritten with their row (server/db/schema/chat.ts,
-- tasks.ts), so the row's seq moves.
CREATE TRIGGER chat_messages_changefeed BEFORE INSERT OR UPDATE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER tasks_changefeed BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
