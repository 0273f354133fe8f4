CREATE TABLE "statistics_artist_days" (
	"owner_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
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
	"week_listeners" integer DEFAULT 0 NOT NULL,
	"month_listeners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_artist_days_owner_id_artist_id_day_pk" PRIMARY KEY("owner_id","artist_id","day")
);
--> statement-breakpoint
CREATE TABLE "statistics_artist_genre_days" (
	"owner_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"day" date NOT NULL,
	"genre" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_artist_genre_days_owner_id_artist_id_day_genre_pk" PRIMARY KEY("owner_id","artist_id","day","genre")
);
--> statement-breakpoint
CREATE INDEX "statistics_track_days_totals" ON "statistics_track_days" USING btree ("owner_id","track_id","day","plays","listeners");
--> statement-breakpoint
-- Per-artist rollups (docs/decisions/0022-statistics-artist-rollups.md), kept by the statement triggers of
-- migrations 0031 and 0035 after the writers' lock of migration 0033:
-- - `statistics_artist_days`: every counter of an owner's tracks of one main artist per day, and the
--   listeners whose first play of that artist in the day, week or month was that day (from the artist's
--   listener bits, as the owner's in 0035), so one artist's summary and series read one row per day;
-- - `statistics_artist_genre_days`: their plays per genre and day.
-- The counters follow the tracks' current artist and genres: a track whose artist or genres change takes its
-- days along (`cueline_statistics_tracks_changed`), as a selection of tracks sums their own days.

-- Adds `amounts` of `metric` to the days and months of tracks, to their artists' days, and to their owners'
-- days unless `owner_days` is false.
CREATE OR REPLACE FUNCTION cueline_statistics_add(
  metric text, track_ids uuid[], days date[], amounts integer[], owner_days boolean DEFAULT true
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(track_ids, 1), 0) = 0 THEN RETURN; END IF;
  EXECUTE format($sql$
    WITH items AS (
      SELECT t.owner_id, t.main_artist_id, i.track_id, i.day, sum(i.amount)::integer AS amount
        FROM unnest($1::uuid[], $2::date[], $3::integer[]) AS i(track_id, day, amount)
        JOIN tracks t ON t.id = i.track_id
       GROUP BY 1, 2, 3, 4),
    track_days AS (
      INSERT INTO statistics_track_days AS s (owner_id, track_id, day, %1$I)
      SELECT owner_id, track_id, day, amount FROM items ORDER BY 1, 3, 2
      ON CONFLICT (owner_id, day, track_id) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I),
    track_months AS (
      INSERT INTO statistics_track_months AS s (owner_id, track_id, month, %1$I)
      SELECT owner_id, track_id, cueline_statistics_month(day), sum(amount) FROM items
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, track_id, month) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I),
    artist_days AS (
      INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, %1$I)
      SELECT owner_id, main_artist_id, day, sum(amount) FROM items GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I)
    INSERT INTO statistics_owner_days AS s (owner_id, day, %1$I)
    SELECT owner_id, day, sum(amount) FROM items WHERE $4 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I
  $sql$, metric) USING track_ids, days, amounts, owner_days;
END;
$$;
--> statement-breakpoint
-- Plays (and completed plays) of new listens: track days and months, artist days, owner days, genres (owner's
-- and artist's), and the listeners' days per owner, track, artist and album.
CREATE OR REPLACE FUNCTION cueline_statistics_listens_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  played date;
  played_week date;
  played_month date;
BEGIN
  INSERT INTO statistics_track_days AS s (owner_id, track_id, day, plays, completed)
  SELECT t.owner_id, a.track_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT (owner_id, day, track_id) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_track_months AS s (owner_id, track_id, month, plays, completed)
  SELECT t.owner_id, a.track_id, cueline_statistics_month((a.listened_at AT TIME ZONE 'UTC')::date), count(*),
         count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, track_id, month) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, plays, completed)
  SELECT t.owner_id, t.main_artist_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, artist_id, day) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_owner_days AS s (owner_id, day, plays, completed)
  SELECT t.owner_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, day) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_genre_days AS s (owner_id, day, genre, plays)
  SELECT t.owner_id, (a.listened_at AT TIME ZONE 'UTC')::date, coalesce(g.genre, ''), count(*)
    FROM added a JOIN tracks t ON t.id = a.track_id
    LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  INSERT INTO statistics_artist_genre_days AS s (owner_id, artist_id, day, genre, plays)
  SELECT t.owner_id, t.main_artist_id, (a.listened_at AT TIME ZONE 'UTC')::date, coalesce(g.genre, ''), count(*)
    FROM added a JOIN tracks t ON t.id = a.track_id
    LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (owner_id, artist_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  -- A listener's first play of the day sets their bit; the conditional update returns only rows whose bit
  -- it set, also against a racing transaction. Such a row counts once in the day's listeners, and in the
  -- week's (month's) when no earlier day of the week (month) is set; a later day that was the first until
  -- now gives its count back, so the firsts stay right whatever order the days arrive in. The same for an
  -- owner's listeners and for an artist's.
  FOR played IN SELECT DISTINCT (listened_at AT TIME ZONE 'UTC')::date FROM added ORDER BY 1 LOOP
    played_week := date_trunc('week', played::timestamp)::date;
    played_month := cueline_statistics_month(played);
    WITH fresh AS (
      INSERT INTO statistics_owner_listeners AS s (owner_id, listener_id, days)
      SELECT DISTINCT t.owner_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a JOIN tracks t ON t.id = a.track_id
       WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (owner_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id, days),
    firsts AS (
      SELECT owner_id,
             cueline_statistics_first_day(days, played_week, played) = played AS of_week,
             cueline_statistics_first_day(days, played_month, played) = played AS of_month,
             cueline_statistics_first_day(days, played + 1, played_week + 6) AS week_next,
             cueline_statistics_first_day(days, played + 1, (played_month + interval '1 month')::date - 1)
               AS month_next
        FROM fresh),
    deltas AS (
      SELECT owner_id, played AS day, 1 AS listeners, of_week::int AS weeks, of_month::int AS months FROM firsts
      UNION ALL
      SELECT owner_id, week_next, 0, -1, 0 FROM firsts WHERE of_week AND week_next IS NOT NULL
      UNION ALL
      SELECT owner_id, month_next, 0, 0, -1 FROM firsts WHERE of_month AND month_next IS NOT NULL)
    INSERT INTO statistics_owner_days AS s (owner_id, day, listeners, week_listeners, month_listeners)
    SELECT owner_id, day, sum(listeners), sum(weeks), sum(months) FROM deltas GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners,
      week_listeners = s.week_listeners + excluded.week_listeners,
      month_listeners = s.month_listeners + excluded.month_listeners;

    WITH fresh AS (
      INSERT INTO statistics_track_listeners AS s (track_id, listener_id, days)
      SELECT DISTINCT a.track_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (track_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING track_id),
    counts AS (SELECT track_id, count(*) AS n FROM fresh GROUP BY 1),
    day_rows AS (
      UPDATE statistics_track_days s SET listeners = s.listeners + c.n FROM counts c
       WHERE s.track_id = c.track_id AND s.day = played)
    UPDATE statistics_track_months s SET listeners = s.listeners + c.n FROM counts c
     WHERE s.track_id = c.track_id AND s.month = played_month;

    WITH fresh AS (
      INSERT INTO statistics_artist_listeners AS s (owner_id, artist_id, listener_id, days)
      SELECT DISTINCT t.owner_id, t.main_artist_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a JOIN tracks t ON t.id = a.track_id
       WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, artist_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id, artist_id, days),
    firsts AS (
      SELECT owner_id, artist_id,
             cueline_statistics_first_day(days, played_week, played) = played AS of_week,
             cueline_statistics_first_day(days, played_month, played) = played AS of_month,
             cueline_statistics_first_day(days, played + 1, played_week + 6) AS week_next,
             cueline_statistics_first_day(days, played + 1, (played_month + interval '1 month')::date - 1)
               AS month_next
        FROM fresh),
    deltas AS (
      SELECT owner_id, artist_id, played AS day, 1 AS listeners, of_week::int AS weeks, of_month::int AS months
        FROM firsts
      UNION ALL
      SELECT owner_id, artist_id, week_next, 0, -1, 0 FROM firsts WHERE of_week AND week_next IS NOT NULL
      UNION ALL
      SELECT owner_id, artist_id, month_next, 0, 0, -1 FROM firsts WHERE of_month AND month_next IS NOT NULL)
    INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, listeners, week_listeners, month_listeners)
    SELECT owner_id, artist_id, day, sum(listeners), sum(weeks), sum(months) FROM deltas
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners,
      week_listeners = s.week_listeners + excluded.week_listeners,
      month_listeners = s.month_listeners + excluded.month_listeners;

    INSERT INTO statistics_album_listeners AS s (owner_id, album_id, listener_id, days)
    SELECT DISTINCT t.owner_id, t.album_id, a.user_id, cueline_statistics_with_day(NULL, played)
      FROM added a JOIN tracks t ON t.id = a.track_id
     WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played AND t.album_id IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, album_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
      WHERE NOT cueline_statistics_played_between(s.days, played, played);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A track whose main artist or genres change takes its days' counters from the old artist (and genres) to
-- the new ones, so an artist's rows stay the sums of its current tracks' days. Listener counts stay with the
-- artist played (as the listener bits do). Rows left with nothing are deleted.
CREATE OR REPLACE FUNCTION cueline_statistics_tracks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM before_rows o JOIN after_rows n ON n.id = o.id
     WHERE o.main_artist_id IS DISTINCT FROM n.main_artist_id OR o.genres IS DISTINCT FROM n.genres) THEN
    RETURN NULL;
  END IF;
  CREATE TEMPORARY TABLE statistics_moved_days ON COMMIT DROP AS
  SELECT d.owner_id, o.main_artist_id AS old_artist, n.main_artist_id AS new_artist, o.genres AS old_genres,
         n.genres AS new_genres, d.day, d.plays, d.completed, d.favourites, d.playlist_adds, d.downloads,
         d.requests, d.proposals, d.approved
    FROM before_rows o JOIN after_rows n ON n.id = o.id
    JOIN statistics_track_days d ON d.track_id = n.id
   WHERE o.main_artist_id IS DISTINCT FROM n.main_artist_id OR o.genres IS DISTINCT FROM n.genres;
  IF NOT EXISTS (SELECT 1 FROM statistics_moved_days) THEN
    DROP TABLE statistics_moved_days;
    RETURN NULL;
  END IF;

  WITH deltas AS (
    SELECT owner_id, old_artist AS artist_id, day, -plays AS plays, -completed AS completed,
           -favourites AS favourites, -playlist_adds AS playlist_adds, -downloads AS downloads,
           -requests AS requests, -proposals AS proposals, -approved AS approved
      FROM statistics_moved_days WHERE old_artist IS DISTINCT FROM new_artist
    UNION ALL
    SELECT owner_id, new_artist, day, plays, completed, favourites, playlist_adds, downloads, requests,
           proposals, approved
      FROM statistics_moved_days WHERE old_artist IS DISTINCT FROM new_artist)
  INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, plays, completed, favourites,
    playlist_adds, downloads, requests, proposals, approved)
  SELECT owner_id, artist_id, day, sum(plays), sum(completed), sum(favourites), sum(playlist_adds),
         sum(downloads), sum(requests), sum(proposals), sum(approved)
    FROM deltas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET plays = s.plays + excluded.plays,
    completed = s.completed + excluded.completed, favourites = s.favourites + excluded.favourites,
    playlist_adds = s.playlist_adds + excluded.playlist_adds, downloads = s.downloads + excluded.downloads,
    requests = s.requests + excluded.requests, proposals = s.proposals + excluded.proposals,
    approved = s.approved + excluded.approved;

  DELETE FROM statistics_artist_days s USING (SELECT DISTINCT owner_id, old_artist, day FROM statistics_moved_days) m
   WHERE s.owner_id = m.owner_id AND s.artist_id = m.old_artist AND s.day = m.day
     AND s.plays = 0 AND s.listeners = 0 AND s.completed = 0 AND s.favourites = 0 AND s.playlist_adds = 0
     AND s.downloads = 0 AND s.requests = 0 AND s.proposals = 0 AND s.approved = 0
     AND s.week_listeners = 0 AND s.month_listeners = 0;

  WITH deltas AS (
    SELECT m.owner_id, m.old_artist AS artist_id, m.day, coalesce(g.genre, '') AS genre, -m.plays AS plays
      FROM statistics_moved_days m LEFT JOIN LATERAL unnest(m.old_genres) AS g(genre) ON true
    UNION ALL
    SELECT m.owner_id, m.new_artist, m.day, coalesce(g.genre, ''), m.plays
      FROM statistics_moved_days m LEFT JOIN LATERAL unnest(m.new_genres) AS g(genre) ON true)
  INSERT INTO statistics_artist_genre_days AS s (owner_id, artist_id, day, genre, plays)
  SELECT owner_id, artist_id, day, genre, sum(plays) FROM deltas
   GROUP BY 1, 2, 3, 4 HAVING sum(plays) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (owner_id, artist_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  DELETE FROM statistics_artist_genre_days s USING (SELECT DISTINCT owner_id, old_artist, day FROM statistics_moved_days) m
   WHERE s.owner_id = m.owner_id AND s.artist_id = m.old_artist AND s.day = m.day AND s.plays = 0;
  DROP TABLE statistics_moved_days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Changing a track's artist or genres writes rollups: the writers' lock first (migration 0033).
CREATE TRIGGER tracks_statistics_lock BEFORE UPDATE OF main_artist_id, genres ON tracks
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_lock();
--> statement-breakpoint
CREATE TRIGGER tracks_statistics_update AFTER UPDATE ON tracks
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_tracks_changed();
--> statement-breakpoint
-- The rollups of this migration from what is recorded so far: the artists' counters and genres from the
-- track days (by the tracks' current artist and genres), the artists' first plays of the day, week and month
-- from `listens` (by the tracks' current artist, as `cueline_statistics_backfill_coarser` builds the artists'
-- bits). Run after the other backfills when loading in bulk (bench/statistics.mjs).
CREATE OR REPLACE FUNCTION cueline_statistics_backfill_artists() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  INSERT INTO statistics_artist_days (owner_id, artist_id, day, plays, completed, favourites, playlist_adds,
    downloads, requests, proposals, approved)
  SELECT d.owner_id, t.main_artist_id, d.day, sum(d.plays), sum(d.completed), sum(d.favourites),
         sum(d.playlist_adds), sum(d.downloads), sum(d.requests), sum(d.proposals), sum(d.approved)
    FROM statistics_track_days d JOIN tracks t ON t.id = d.track_id GROUP BY 1, 2, 3;

  INSERT INTO statistics_artist_genre_days (owner_id, artist_id, day, genre, plays)
  SELECT d.owner_id, t.main_artist_id, d.day, coalesce(g.genre, ''), sum(d.plays)
    FROM statistics_track_days d JOIN tracks t ON t.id = d.track_id
    LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
   WHERE d.plays > 0
   GROUP BY 1, 2, 3, 4;

  WITH played AS (
    SELECT DISTINCT t.owner_id, t.main_artist_id AS artist_id, l.user_id,
           (l.listened_at AT TIME ZONE 'UTC')::date AS day
      FROM listens l JOIN tracks t ON t.id = l.track_id),
  firsts AS (
    SELECT owner_id, artist_id, day, 1 AS listeners, 0 AS weeks, 0 AS months FROM played
    UNION ALL
    SELECT owner_id, artist_id, min(day), 0, 1, 0 FROM played
     GROUP BY owner_id, artist_id, user_id, date_trunc('week', day::timestamp)
    UNION ALL
    SELECT owner_id, artist_id, min(day), 0, 0, 1 FROM played
     GROUP BY owner_id, artist_id, user_id, cueline_statistics_month(day)),
  counts AS (
    SELECT owner_id, artist_id, day, sum(listeners) AS listeners, sum(weeks) AS weeks, sum(months) AS months
      FROM firsts GROUP BY 1, 2, 3)
  INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, listeners, week_listeners, month_listeners)
  SELECT owner_id, artist_id, day, listeners, weeks, months FROM counts
  ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET listeners = excluded.listeners,
    week_listeners = excluded.week_listeners, month_listeners = excluded.month_listeners;
END;
$$;
--> statement-breakpoint
SELECT cueline_statistics_backfill_artists();
