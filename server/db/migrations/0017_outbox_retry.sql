DROP INDEX "outbox_pending";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_pending" ON "outbox" USING btree ("not_before","id");