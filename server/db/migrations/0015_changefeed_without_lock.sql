-- The changefeed without a global lock (docs/decisions/0006-changefeed-without-global-lock.md).
-- change_seq hands out seqs in nextval order, which is not commit order, so a pull must not return a seq
-- while a lower one may still commit. Each writing transaction registers before its first seq: it takes a
-- shared transaction-scoped advisory lock whose key is 2^62 + the last seq handed out so far, and every
-- seq it takes afterwards is above that. cueline_changefeed_horizon() is the highest seq below every such
-- open registration; pull returns seqs up to it. Shared locks never wait on each other, so writers no
-- longer run one at a time. change_seq keeps CACHE 1: with a per-session cache nextval is not monotonic.
CREATE OR REPLACE FUNCTION cueline_changefeed_register() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  current_xid text := pg_current_xact_id()::text;
  handed_out bigint;
BEGIN
  -- Once per transaction: the setting is transaction-local and names the transaction it was set in.
  IF current_setting('cueline.changefeed_xid', true) IS DISTINCT FROM current_xid THEN
    SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END INTO handed_out FROM change_seq;
    PERFORM pg_advisory_xact_lock_shared((1::bigint << 62) + handed_out);
    PERFORM set_config('cueline.changefeed_xid', current_xid, true);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_changefeed_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The same test as in cueline_changefeed_register, inline: a call per row would cost more than the write.
  IF current_setting('cueline.changefeed_xid', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM cueline_changefeed_register();
  END IF;
  NEW.seq := nextval('change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Tombstones take their seq the same way (they have no updated_at).
CREATE OR REPLACE FUNCTION cueline_changefeed_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cueline.changefeed_xid', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM cueline_changefeed_register();
  END IF;
  NEW.seq := nextval('change_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sync_tombstones_changefeed BEFORE INSERT OR UPDATE ON sync_tombstones
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_tombstone();
--> statement-breakpoint
-- The highest seq a pull may return: every transaction that took a seq up to it has ended. The sequence is
-- read before the locks, so a writer that registers after the scan takes seqs above the value read; run
-- it before the pull's snapshot, so every writer it found ended is visible to that snapshot.
CREATE OR REPLACE FUNCTION cueline_changefeed_horizon() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  handed_out bigint;
  lowest_open bigint;
BEGIN
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END INTO handed_out FROM change_seq;
  SELECT min(((classid::bigint << 32) | objid::bigint) - (1::bigint << 62)) INTO lowest_open
    FROM pg_locks
   WHERE locktype = 'advisory' AND objsubid = 1 AND classid::bigint >= (1::bigint << 30)
     AND database = (SELECT oid FROM pg_database WHERE datname = current_database());
  RETURN least(handed_out, lowest_open);
END;
$$;
--> statement-breakpoint
-- The listens counted so far: the newest of each user and track opens its repeat window.
INSERT INTO last_listens (user_id, track_id, listen_id, listened_at)
SELECT DISTINCT ON (user_id, track_id) user_id, track_id, id, listened_at
  FROM listens
 ORDER BY user_id, track_id, listened_at DESC;
