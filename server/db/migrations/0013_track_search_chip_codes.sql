DROP INDEX "track_search_created";--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "genre_bits" integer GENERATED ALWAYS AS (cueline_chip_bits('genres', genres)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "mood_bits" integer GENERATED ALWAYS AS (cueline_chip_bits('moods', moods)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "instrument_bits" integer GENERATED ALWAYS AS (cueline_chip_bits('instruments', instruments)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "tempo_code" smallint GENERATED ALWAYS AS (cueline_chip_code('tempo', tempo)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "density_code" smallint GENERATED ALWAYS AS (cueline_chip_code('density', density)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "vocal_code" smallint GENERATED ALWAYS AS (cueline_chip_code('vocalType', vocal_type)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "language_code" smallint GENERATED ALWAYS AS (cueline_chip_code('language', language)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "version_code" smallint GENERATED ALWAYS AS (cueline_chip_code('version', version)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "track_search" ADD COLUMN "sample" boolean GENERATED ALWAYS AS ((hashtext(id::text) & 7) = 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "track_search_created_chips" ON "track_search" USING btree ("created_at","id","genre_bits","mood_bits","instrument_bits","tempo_code","density_code","vocal_code","language_code","version_code","explicit","instrumental");--> statement-breakpoint
CREATE INDEX "track_search_vector_sample" ON "track_search" USING gin ("search_vector") WHERE sample;--> statement-breakpoint
CREATE INDEX "track_search_genres" ON "track_search" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "track_search_moods" ON "track_search" USING gin ("moods");--> statement-breakpoint
CREATE INDEX "track_search_instruments" ON "track_search" USING gin ("instruments");