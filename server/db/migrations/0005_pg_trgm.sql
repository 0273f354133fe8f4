-- Trigram similarity for typo-tolerant catalogue search (tracks.search_text, artists.name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
