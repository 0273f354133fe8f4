CREATE TABLE "last_listens" (
	"user_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"listen_id" uuid NOT NULL,
	"listened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "last_listens_user_id_track_id_pk" PRIMARY KEY("user_id","track_id")
);
--> statement-breakpoint
ALTER TABLE "last_listens" ADD CONSTRAINT "last_listens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_listens" ADD CONSTRAINT "last_listens_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;