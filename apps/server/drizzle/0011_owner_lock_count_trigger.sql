-- Live locks per owner (owner_lock_counts), kept by statement-level triggers on locks: one row per owner whose
-- count changes, none for state updates (status, battery) that change neither the owner nor deletion. Increases
-- are upserts; decreases only update, so deleting an account (locks cascade) never recreates its row.
CREATE FUNCTION owner_lock_counts_apply(diff jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_lock_counts (user_id, live)
    SELECT (d->>'u')::bigint, (d->>'n')::int FROM jsonb_array_elements(diff) d WHERE (d->>'n')::int > 0
    ON CONFLICT (user_id) DO UPDATE SET live = owner_lock_counts.live + excluded.live;
  UPDATE owner_lock_counts c SET live = c.live + (d->>'n')::int
    FROM jsonb_array_elements(diff) d WHERE c.user_id = (d->>'u')::bigint AND (d->>'n')::int < 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION owner_lock_counts_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_lock_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('u', user_id, 'n', n)) FROM
    (SELECT user_id, count(*)::int AS n FROM new_rows WHERE deleted_at IS NULL GROUP BY user_id) x), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION owner_lock_counts_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_lock_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('u', user_id, 'n', -n)) FROM
    (SELECT user_id, count(*)::int AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY user_id) x), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION owner_lock_counts_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_lock_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('u', user_id, 'n', n)) FROM
    (SELECT user_id, sum(n)::int AS n FROM (
      SELECT user_id, -1 AS n FROM old_rows WHERE deleted_at IS NULL
      UNION ALL SELECT user_id, 1 FROM new_rows WHERE deleted_at IS NULL) y
     GROUP BY user_id HAVING sum(n) <> 0) x), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locks_owner_count_ins AFTER INSERT ON locks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lock_counts_ins();
--> statement-breakpoint
CREATE TRIGGER locks_owner_count_del AFTER DELETE ON locks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lock_counts_del();
--> statement-breakpoint
CREATE TRIGGER locks_owner_count_upd AFTER UPDATE ON locks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lock_counts_upd();
--> statement-breakpoint
INSERT INTO owner_lock_counts (user_id, live)
  SELECT user_id, count(*)::int FROM locks WHERE deleted_at IS NULL GROUP BY user_id;
