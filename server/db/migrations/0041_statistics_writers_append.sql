-- Writers append statistics events instead of updating rollups (docs/decisions/0037-statistics-without-a-global-lock.md).
-- The statement triggers of migrations 0031, 0035 and 0036 keep their names and what they detect (a play, a
-- completion, a favourite added or revived, a track gained by a playlist, a download, a request, a proposal,
-- an approval, a track's artist or genres changed), but only insert rows into `statistics_events`, which
-- no two writers share; `cueline_statistics_fold()` (migration 0040) adds them to the rollups. The writers'
-- lock of migration 0033, taken by every statement of those tables until commit, is dropped.
DROP TRIGGER listens_statistics_lock ON listens;
--> statement-breakpoint
DROP TRIGGER favourites_statistics_lock ON favourites;
--> statement-breakpoint
DROP TRIGGER playlists_statistics_lock ON playlists;
--> statement-breakpoint
DROP TRIGGER track_downloads_statistics_lock ON track_downloads;
--> statement-breakpoint
DROP TRIGGER orders_statistics_lock ON orders;
--> statement-breakpoint
DROP TRIGGER order_lines_statistics_lock ON order_lines;
--> statement-breakpoint
DROP TRIGGER tracks_statistics_lock ON tracks;
--> statement-breakpoint
DROP FUNCTION cueline_statistics_lock();
--> statement-breakpoint
-- `amounts` of `metric` for tracks on days, with each track's owner of now: for their owners' days too
-- (`track`) or, for order lines, not (`line`). Static statements, so PL/pgSQL plans them once per session.
CREATE OR REPLACE FUNCTION cueline_statistics_add(
  metric text, track_ids uuid[], days date[], amounts integer[], owner_days boolean DEFAULT true
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(track_ids, 1), 0) = 0 THEN RETURN; END IF;
  INSERT INTO statistics_events (kind, metric, owner_id, track_id, day, amount)
  SELECT CASE WHEN owner_days THEN 'track' ELSE 'line' END, cueline_statistics_add.metric, t.owner_id, i.track_id,
         i.day, sum(i.amount)::integer
    FROM unnest(track_ids, days, amounts) AS i(track_id, day, amount) JOIN tracks t ON t.id = i.track_id
   GROUP BY t.owner_id, i.track_id, i.day;
END;
$$;
--> statement-breakpoint
-- An owner's own counts (orders: requests, proposals, approvals).
CREATE OR REPLACE FUNCTION cueline_statistics_add_owner(metric text, owner_ids uuid[], days date[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(owner_ids, 1), 0) = 0 THEN RETURN; END IF;
  INSERT INTO statistics_events (kind, metric, owner_id, day, amount)
  SELECT 'owner', cueline_statistics_add_owner.metric, i.owner_id, i.day, count(*)::integer
    FROM unnest(owner_ids, days) AS i(owner_id, day)
   GROUP BY i.owner_id, i.day;
END;
$$;
--> statement-breakpoint
-- Plays of new listens (and how many of them completed) per track, listener and day, with the track's owner,
-- main artist, album and genres at play time.
CREATE OR REPLACE FUNCTION cueline_statistics_listens_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_events (kind, owner_id, track_id, listener_id, artist_id, album_id, genres, day, amount,
    completed)
  SELECT 'play', t.owner_id, a.track_id, a.user_id, t.main_artist_id, t.album_id, t.genres,
         (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id
   GROUP BY t.owner_id, a.track_id, a.user_id, t.main_artist_id, t.album_id, t.genres,
            (a.listened_at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A track whose main artist or genres changed: the fold moves its days' counters to the new ones.
CREATE OR REPLACE FUNCTION cueline_statistics_tracks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_events (kind, track_id)
  SELECT 'moved', n.id FROM before_rows o JOIN after_rows n ON n.id = o.id
   WHERE o.main_artist_id IS DISTINCT FROM n.main_artist_id OR o.genres IS DISTINCT FROM n.genres;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every track's counters are filed under its artist and genres of now: the writers' lock kept them there.
INSERT INTO statistics_track_artists (track_id, artist_id, genres) SELECT id, main_artist_id, genres FROM tracks;
