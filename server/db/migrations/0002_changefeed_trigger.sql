-- Every insert and update of a replicated table takes the next change_seq and the server clock (DESIGN.md §7).
CREATE OR REPLACE FUNCTION cueline_changefeed_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_changefeed BEFORE INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
