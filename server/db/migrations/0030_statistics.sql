CREATE TABLE "statistics_genre_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"genre" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_genre_days_owner_id_day_genre_pk" PRIMARY KEY("owner_id","day","genre")
);
--> statement-breakpoint
CREATE TABLE "statistics_owner_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"listeners" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"playlist_adds" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"proposals" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_owner_days_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "statistics_owner_listeners" (
	"owner_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"days" bit varying NOT NULL,
	CONSTRAINT "statistics_owner_listeners_owner_id_listener_id_pk" PRIMARY KEY("owner_id","listener_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_track_days" (
	"owner_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"listeners" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"playlist_adds" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"proposals" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_track_days_owner_id_day_track_id_pk" PRIMARY KEY("owner_id","day","track_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_track_listeners" (
	"track_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"days" bit varying NOT NULL,
	CONSTRAINT "statistics_track_listeners_track_id_listener_id_pk" PRIMARY KEY("track_id","listener_id")
);
--> statement-breakpoint
CREATE TABLE "track_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listens" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statistics_owner_days" ADD CONSTRAINT "statistics_owner_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_track_days" ADD CONSTRAINT "statistics_track_days_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_track_listeners" ADD CONSTRAINT "statistics_track_listeners_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_downloads" ADD CONSTRAINT "track_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_downloads" ADD CONSTRAINT "track_downloads_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_track_days_track" ON "statistics_track_days" USING btree ("track_id","day");--> statement-breakpoint
CREATE INDEX "track_downloads_track" ON "track_downloads" USING btree ("track_id");