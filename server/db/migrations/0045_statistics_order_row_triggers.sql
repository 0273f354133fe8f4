-- A proposal's statistics cost its writer one insert, and only when it is one (docs/decisions/0037, "Orders'
-- row triggers"). Migration 0031's update triggers of `orders` and `order_lines` were statement triggers with
-- old and new transition tables: every update of an order or a line, whatever it changed, kept both images of
-- its rows and ran two joins of them per table (four queries for a proposal, and as many for withdrawing it),
-- each calling a function that aggregated into arrays and unnested them again. Row triggers whose WHEN names
-- the change count the same events (a proposal sent whenever an order becomes pending and a line proposed; an
-- approval whenever an order becomes approved, fully or partly, and a line approved), each appended as it
-- happens; any other update is filtered before a trigger function is called, and no transition table is kept.
DROP TRIGGER orders_statistics_update ON orders;
--> statement-breakpoint
DROP TRIGGER order_lines_statistics_update ON order_lines;
--> statement-breakpoint
DROP FUNCTION cueline_statistics_orders_changed();
--> statement-breakpoint
DROP FUNCTION cueline_statistics_order_lines_changed();
--> statement-breakpoint
-- The owner's count `TG_ARGV[0]` (proposals, approved) of today, for the order the trigger's WHEN chose.
CREATE OR REPLACE FUNCTION cueline_statistics_order_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_events (kind, metric, owner_id, day, amount)
  VALUES ('owner', TG_ARGV[0], NEW.owner_id, (now() AT TIME ZONE 'UTC')::date, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The line's track's count `TG_ARGV[0]` of today, with the track's owner of now (not for the owner's days).
CREATE OR REPLACE FUNCTION cueline_statistics_order_line_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_events (kind, metric, owner_id, track_id, day, amount)
  SELECT 'line', TG_ARGV[0], t.owner_id, t.id, (now() AT TIME ZONE 'UTC')::date, 1
    FROM tracks t WHERE t.id = NEW.track_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_statistics_proposed AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'pending' AND OLD.status IS DISTINCT FROM 'pending')
  EXECUTE FUNCTION cueline_statistics_order_answered('proposals');
--> statement-breakpoint
CREATE TRIGGER orders_statistics_approved AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status IN ('approved', 'approved_partially')
        AND OLD.status IS DISTINCT FROM 'approved' AND OLD.status IS DISTINCT FROM 'approved_partially')
  EXECUTE FUNCTION cueline_statistics_order_answered('approved');
--> statement-breakpoint
CREATE TRIGGER order_lines_statistics_proposed AFTER UPDATE OF status ON order_lines FOR EACH ROW
  WHEN (NEW.status = 'proposed' AND OLD.status IS DISTINCT FROM 'proposed')
  EXECUTE FUNCTION cueline_statistics_order_line_answered('proposals');
--> statement-breakpoint
CREATE TRIGGER order_lines_statistics_approved AFTER UPDATE OF status ON order_lines FOR EACH ROW
  WHEN (NEW.status = 'approved' AND OLD.status IS DISTINCT FROM 'approved')
  EXECUTE FUNCTION cueline_statistics_order_line_answered('approved');
