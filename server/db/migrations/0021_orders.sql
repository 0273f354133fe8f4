CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"entry_id" uuid,
	"workspace_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"price" bigint,
	"no_vat" boolean DEFAULT false NOT NULL,
	"share" integer,
	"comment" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"terms" jsonb NOT NULL,
	"legal_entity_id" uuid,
	"budget" bigint,
	"comment" text,
	"proposal_comment" text,
	"reject_reason" text,
	"vat_percent" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"member_ids" uuid[] DEFAULT '{}' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_entry_id_track_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."track_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_owner" ON "order_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "order_lines_entry" ON "order_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "orders_member_ids" ON "orders" USING gin ("member_ids");--> statement-breakpoint
CREATE INDEX "orders_owner" ON "orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_project" ON "orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "orders_seq" ON "orders" USING btree ("seq");