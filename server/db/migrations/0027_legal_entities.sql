CREATE TABLE "legal_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tin" text NOT NULL,
	"address" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_position" text NOT NULL,
	"bik" text NOT NULL,
	"bank" text NOT NULL,
	"corr_account" text NOT NULL,
	"account" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entity_members" (
	"entity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"rights" integer[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_entity_members_entity_id_user_id_pk" PRIMARY KEY("entity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entity_members" ADD CONSTRAINT "legal_entity_members_entity_id_legal_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entity_members" ADD CONSTRAINT "legal_entity_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entities_tin_key" ON "legal_entities" USING btree ("tin");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entity_members_user_key" ON "legal_entity_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_entity_members_entity" ON "legal_entity_members" USING btree ("entity_id","status");