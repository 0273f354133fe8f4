-- orders are replicated (docs/licensing.md §3, the `orders` collection); a change of a line rewrites its
-- order's row, so the order's seq moves (server/db/schema/orders.ts).
CREATE TRIGGER orders_changefeed BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
