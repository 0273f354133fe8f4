-- Each order names its customer legal entity, the customer party of its contracts (docs/licensing.md §3
-- "Order", docs/decisions/0034-the-order-names-the-licensee.md). Orders made before the request checked
-- it kept a null entity, or any id the caller sent, never used. Each of them now names the entity its
-- requester is an active member of (user_id is unique there), or none when the requester has none; a
-- contract made from such an order falls back to the requester's entity at that time.
UPDATE orders o
SET legal_entity_id = (
  SELECT m.entity_id FROM legal_entity_members m WHERE m.user_id = o.customer_id AND m.status = 'active'
)
WHERE NOT EXISTS (
  SELECT 1 FROM legal_entity_members m
  WHERE m.user_id = o.customer_id AND m.entity_id = o.legal_entity_id AND m.status = 'active'
)
AND o.legal_entity_id IS DISTINCT FROM (
  SELECT m.entity_id FROM legal_entity_members m WHERE m.user_id = o.customer_id AND m.status = 'active'
);
