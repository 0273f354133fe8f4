-- Seq order must be commit order, or a pull could pass over a change committed later with a lower seq.
-- Every transaction that takes a change_seq first takes this transaction-scoped lock (key 827361, see
-- server/sync/changefeed-lock.ts), so writers of replicated rows commit one after another.
CREATE OR REPLACE FUNCTION cueline_changefeed_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(827361);
  NEW.seq := nextval('change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
