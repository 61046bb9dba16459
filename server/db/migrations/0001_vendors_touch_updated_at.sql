-- The matching engine's in-memory cache of exhibitors watches vendors.updated_at: keep it moving
-- whenever a matching-relevant text changes, whoever writes the row (API, import, psql).
CREATE OR REPLACE FUNCTION vendors_touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF (NEW.name, NEW.description, NEW.seeking) IS DISTINCT FROM (OLD.name, OLD.description, OLD.seeking) THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendors_touch_updated_at BEFORE UPDATE ON vendors
  FOR EACH ROW EXECUTE FUNCTION vendors_touch_updated_at();
