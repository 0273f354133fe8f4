CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"artist_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"cover_key" text,
	"release_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"website" text,
	"image_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_peaks" (
	"track_id" uuid PRIMARY KEY NOT NULL,
	"duration" real NOT NULL,
	"peaks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"main_artist_id" uuid NOT NULL,
	"main_artist_name" text NOT NULL,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"album_id" uuid,
	"album_title" text,
	"genres" text[] DEFAULT '{}' NOT NULL,
	"moods" text[] DEFAULT '{}' NOT NULL,
	"instruments" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"tempo" text,
	"bpm" integer,
	"density" text,
	"vocal_type" text,
	"language" text,
	"isrc" text,
	"explicit" boolean DEFAULT false NOT NULL,
	"instrumental" boolean DEFAULT false NOT NULL,
	"version" text DEFAULT 'original' NOT NULL,
	"release_date" date,
	"lyrics" text,
	"comments" text,
	"audio_key" text NOT NULL,
	"audio_type" text NOT NULL,
	"audio_wav_key" text,
	"cover_key" text,
	"duration" real NOT NULL,
	"bitrate" integer NOT NULL,
	"sample_rate" integer NOT NULL,
	"channels" integer NOT NULL,
	"codec" text NOT NULL,
	"waveform" real[] DEFAULT '{}' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_text), 'A') || setweight(to_tsvector('simple', coalesce(lyrics, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"listened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"cover_key" text,
	"cover_color" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"track_ids" uuid[] DEFAULT '{}' NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_peaks" ADD CONSTRAINT "track_peaks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_main_artist_id_artists_id_fk" FOREIGN KEY ("main_artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listens" ADD CONSTRAINT "listens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listens" ADD CONSTRAINT "listens_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "albums_owner" ON "albums" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "albums_artist" ON "albums" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "albums_created" ON "albums" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_name_key" ON "artists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "artists_name_trgm" ON "artists" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_owner_seq" ON "tracks" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "tracks_created" ON "tracks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracks_title" ON "tracks" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "tracks_duration" ON "tracks" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "tracks_release" ON "tracks" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "tracks_album" ON "tracks" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "tracks_main_artist" ON "tracks" USING btree ("main_artist_id");--> statement-breakpoint
CREATE INDEX "tracks_genres" ON "tracks" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "tracks_moods" ON "tracks" USING gin ("moods");--> statement-breakpoint
CREATE INDEX "tracks_instruments" ON "tracks" USING gin ("instruments");--> statement-breakpoint
CREATE INDEX "tracks_search_trgm" ON "tracks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_search_vector" ON "tracks" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_track" ON "favourites" USING btree ("user_id","track_id");--> statement-breakpoint
CREATE INDEX "favourites_user_seq" ON "favourites" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "listens_user_seq" ON "listens" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "listens_user_time" ON "listens" USING btree ("user_id","listened_at");--> statement-breakpoint
CREATE INDEX "listens_track" ON "listens" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "playlists_owner_seq" ON "playlists" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_share_token" ON "playlists" USING btree ("share_token");