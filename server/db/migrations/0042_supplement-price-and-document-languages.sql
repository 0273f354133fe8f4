ALTER TABLE "contract_documents" ADD COLUMN "price_status" text;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "bilingual" boolean DEFAULT true NOT NULL;