-- Chip values as integers for track_search (migration 0013): each array group (genres, moods, instruments) a
-- bitmask with bit i for the i-th value of its vocabulary, each scalar group the value's 1-based position
-- (0 for none). The vocabularies are the domain lists in src/domain/catalog.ts, in the same order; a value
-- is only ever appended, so stored codes keep their meaning. tests/server/catalog-chip-codes.test.ts
-- checks that the two agree.
CREATE OR REPLACE FUNCTION cueline_chip_vocabulary(grp text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE grp
    WHEN 'genres' THEN ARRAY['ambient', 'blues', 'cinematic', 'classical', 'country', 'electronic', 'folk', 'funk', 'hip-hop',
      'jazz', 'latin', 'lo-fi', 'orchestral', 'pop', 'rnb', 'reggae', 'rock', 'soul', 'synthwave', 'world']
    WHEN 'moods' THEN ARRAY['calm', 'dark', 'dreamy', 'energetic', 'epic', 'happy', 'hopeful', 'melancholic', 'mysterious',
      'playful', 'romantic', 'sad', 'suspenseful', 'tense', 'triumphant', 'uplifting']
    WHEN 'instruments' THEN ARRAY['piano', 'acoustic-guitar', 'electric-guitar', 'bass', 'drums', 'percussion', 'strings',
      'violin', 'cello', 'brass', 'saxophone', 'flute', 'synth', 'pads', 'organ', 'bells', 'choir', 'vocals']
    WHEN 'tempo' THEN ARRAY['Largo', 'Adagio', 'Andante', 'Moderato', 'Allegro', 'Presto', 'Prestissimo']
    WHEN 'density' THEN ARRAY['low', 'medium', 'high']
    WHEN 'vocalType' THEN ARRAY['male', 'female', 'mixed', 'choir', 'none']
    WHEN 'language' THEN ARRAY['en', 'ru', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'other']
    WHEN 'version' THEN ARRAY['original', 'cover', 'instrumental', 'acapella', 'remix', 'remake', 'changed', 'variation']
  END
$$;
--> statement-breakpoint
-- The bitmask of an array group's values; values outside the vocabulary set no bit.
CREATE OR REPLACE FUNCTION cueline_chip_bits(grp text, vals text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1 << (array_position(cueline_chip_vocabulary(grp), v) - 1)), 0)::integer FROM unnest(vals) v
$$;
--> statement-breakpoint
-- The code of a scalar group's value: its 1-based position in the vocabulary, 0 for none (or unknown).
CREATE OR REPLACE FUNCTION cueline_chip_code(grp text, val text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_position(cueline_chip_vocabulary(grp), val), 0)::smallint
$$;
