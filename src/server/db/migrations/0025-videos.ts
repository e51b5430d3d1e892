import { Kysely, sql } from 'kysely';

/**
 * Videos (issue 13, decision 0016): one row per upload from its first byte (status uploading → processing → ready or
 * failed), its likes, comments and the day's distinct viewers (a view counts once per viewer per video per day).
 * Discover reads public ready videos newest, most viewed or most liked first, by keyset, from partial indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE videos (
      video_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      owner_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      business_id bigint REFERENCES businesses(business_id) ON DELETE SET NULL,
      upload_id text NOT NULL UNIQUE,
      storage_prefix text NOT NULL UNIQUE,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
      category text NOT NULL DEFAULT 'other'
        CHECK (category IN ('business', 'education', 'entertainment', 'tutorial', 'product_demo', 'testimonial', 'event', 'other')),
      privacy text NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'unlisted', 'private')),
      tags text[] NOT NULL DEFAULT '{}',
      search_text text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'processing', 'ready', 'failed')),
      failure_reason text,
      source_bytes bigint,
      duration_seconds real,
      width integer,
      height integer,
      poster_key text,
      renditions jsonb NOT NULL DEFAULT '[]',
      views bigint NOT NULL DEFAULT 0,
      likes bigint NOT NULL DEFAULT 0,
      comments integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Discover: public ready videos in each sort order, with and without a category, walked by keyset.
  const discover = sql.raw(`WHERE status = 'ready' AND privacy = 'public'`);
  await sql`CREATE INDEX videos_discover_latest_idx ON videos (created_at DESC, video_id DESC) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_discover_views_idx ON videos (views DESC, video_id DESC) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_discover_likes_idx ON videos (likes DESC, video_id DESC) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_discover_category_latest_idx ON videos (category, created_at DESC, video_id DESC) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_discover_category_views_idx ON videos (category, views DESC, video_id DESC) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_discover_category_likes_idx ON videos (category, likes DESC, video_id DESC) ${discover}`.execute(db);
  // Typo-tolerant search over title, description and tags (word similarity), as the main search's suggestions.
  await sql`CREATE INDEX videos_search_trgm_idx ON videos USING gin (search_text gin_trgm_ops) ${discover}`.execute(db);
  await sql`CREATE INDEX videos_owner_idx ON videos (owner_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX videos_business_idx ON videos (business_id, created_at DESC) WHERE business_id IS NOT NULL`.execute(db);
  // The stale-upload clean-up looks only at uploads still in flight.
  await sql`CREATE INDEX videos_uploading_idx ON videos (updated_at) WHERE status = 'uploading'`.execute(db);

  await sql`
    CREATE TABLE video_likes (
      video_id bigint NOT NULL REFERENCES videos(video_id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX video_likes_user_idx ON video_likes (user_id)`.execute(db);

  await sql`
    CREATE TABLE video_comments (
      comment_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      video_id bigint NOT NULL REFERENCES videos(video_id) ON DELETE CASCADE,
      author_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      content text NOT NULL CHECK (content = btrim(content) AND char_length(content) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX video_comments_video_idx ON video_comments (video_id, created_at, comment_id)`.execute(db);
  await sql`CREATE INDEX video_comments_author_idx ON video_comments (author_id)`.execute(db);

  // One row per video, Lagos day and viewer (member id, or a hash of a visitor's address and browser).
  await sql`
    CREATE TABLE video_daily_viewers (
      video_id bigint NOT NULL REFERENCES videos(video_id) ON DELETE CASCADE,
      day date NOT NULL,
      viewer_key text NOT NULL,
      PRIMARY KEY (video_id, day, viewer_key)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE video_daily_viewers`.execute(db);
  await sql`DROP TABLE video_comments`.execute(db);
  await sql`DROP TABLE video_likes`.execute(db);
  await sql`DROP TABLE videos`.execute(db);
}
