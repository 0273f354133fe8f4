CREATE TABLE "statistics_album_listeners" (
	"owner_id" uuid NOT NULL,
	"album_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"days" bit varying NOT NULL,
	CONSTRAINT "statistics_album_listeners_owner_id_album_id_listener_id_pk" PRIMARY KEY("owner_id","album_id","listener_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_artist_listeners" (
	"owner_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"days" bit varying NOT NULL,
	CONSTRAINT "statistics_artist_listeners_owner_id_artist_id_listener_id_pk" PRIMARY KEY("owner_id","artist_id","listener_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_track_months" (
	"owner_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"month" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"listeners" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"playlist_adds" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"proposals" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_track_months_owner_id_track_id_month_pk" PRIMARY KEY("owner_id","track_id","month")
);
--> statement-breakpoint
ALTER TABLE "statistics_owner_days" ADD COLUMN "week_listeners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_owner_days" ADD COLUMN "month_listeners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_track_months" ADD CONSTRAINT "statistics_track_months_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_track_months_plays" ON "statistics_track_months" USING btree ("owner_id","month","plays" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistics_track_months_track" ON "statistics_track_months" USING btree ("track_id","month");--> statement-breakpoint
CREATE INDEX "statistics_track_days_plays" ON "statistics_track_days" USING btree ("owner_id","day","plays" DESC NULLS LAST);