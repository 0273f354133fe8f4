CREATE SEQUENCE "public"."document_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"date" text NOT NULL,
	"contract_id" uuid,
	"project_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"member_ids" uuid[] DEFAULT '{}' NOT NULL,
	"owner_party" jsonb NOT NULL,
	"customer_party" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"vat_percent" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"total_in_words_en" text NOT NULL,
	"total_in_words_ru" text NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_size" integer NOT NULL,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"member_ids" uuid[] DEFAULT '{}' NOT NULL,
	"owner_party" jsonb NOT NULL,
	"customer_party" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"no_vat" boolean NOT NULL,
	"total_in_words_en" text NOT NULL,
	"total_in_words_ru" text NOT NULL,
	"due_date" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"paid_at" timestamp with time zone,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_ids" uuid[] NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contract_documents_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_codes" ADD CONSTRAINT "sign_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_documents_member_ids" ON "contract_documents" USING gin ("member_ids");--> statement-breakpoint
CREATE INDEX "contract_documents_owner" ON "contract_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_documents_project" ON "contract_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contract_documents_contract" ON "contract_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_documents_seq" ON "contract_documents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "payments_member_ids" ON "payments" USING gin ("member_ids");--> statement-breakpoint
CREATE INDEX "payments_owner" ON "payments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_contract" ON "payments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payments_seq" ON "payments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sign_codes_user" ON "sign_codes" USING btree ("user_id","created_at");