CREATE TABLE "activity_seen" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_seen_user_id_kind_object_id_pk" PRIMARY KEY("user_id","kind","object_id")
);
--> statement-breakpoint
ALTER TABLE "activity_seen" ADD CONSTRAINT "activity_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;