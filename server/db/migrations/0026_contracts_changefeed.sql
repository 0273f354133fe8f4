-- contracts, supplements, acts and invoices are replicated (`documents`, `payments`; docs/decisions/0007,
-- 0016): the changefeed trigger sets their seq and updated_at on every change.
CREATE TRIGGER contract_documents_changefeed BEFORE INSERT OR UPDATE ON contract_documents
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
--> statement-breakpoint
CREATE TRIGGER payments_changefeed BEFORE INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
