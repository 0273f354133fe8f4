CREATE TABLE "sign_guards" (
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"requests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"wrong_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_guards_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "sign_guards" ADD CONSTRAINT "sign_guards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_guards" ADD CONSTRAINT "sign_guards_document_id_contract_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contract_documents"("id") ON DELETE cascade ON UPDATE no action;