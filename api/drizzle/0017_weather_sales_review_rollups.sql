CREATE TABLE "review_daily_stats" (
	"establishment_id" integer NOT NULL,
	"competitor_id" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"with_comment" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_daily_stats_establishment_id_competitor_id_day_source_pk" PRIMARY KEY("establishment_id","competitor_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"establishment_id" integer NOT NULL,
	"day" date NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"tickets" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "sales_days_establishment_id_day_pk" PRIMARY KEY("establishment_id","day"),
	CONSTRAINT "sales_days_revenue_positive" CHECK ("sales_days"."revenue" >= 0),
	CONSTRAINT "sales_days_tickets_positive" CHECK ("sales_days"."tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weather_days" (
	"establishment_id" integer NOT NULL,
	"day" date NOT NULL,
	"temperature_max" real NOT NULL,
	"precipitation" real NOT NULL,
	"origin" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_days_establishment_id_day_pk" PRIMARY KEY("establishment_id","day")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_days" ADD CONSTRAINT "weather_days_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_daily_stats_day_idx" ON "review_daily_stats" USING btree ("day");--> statement-breakpoint
-- Hand-written: the daily review roll-up is kept by statement triggers on reviews (one grouped upsert
-- per statement, so bulk imports and seeds stay fast), then filled from the reviews already there.
CREATE FUNCTION review_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_daily_stats AS s (establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered)
    SELECT establishment_id, coalesce(competitor_id, 0), visit_day, source, sum(sign), sum(sign * rating),
      sum(sign * (nullif(btrim(comment), '') IS NOT NULL)::int), sum(sign * (answered_at IS NOT NULL)::int)
    FROM (SELECT establishment_id, competitor_id, visit_day, source, rating, comment, answered_at, 1 AS sign FROM review_daily_stats_new) AS d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (establishment_id, competitor_id, day, source) DO UPDATE SET
      reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum,
      with_comment = s.with_comment + excluded.with_comment, answered = s.answered + excluded.answered;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO review_daily_stats AS s (establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered)
    SELECT establishment_id, coalesce(competitor_id, 0), visit_day, source, sum(sign), sum(sign * rating),
      sum(sign * (nullif(btrim(comment), '') IS NOT NULL)::int), sum(sign * (answered_at IS NOT NULL)::int)
    FROM (SELECT establishment_id, competitor_id, visit_day, source, rating, comment, answered_at, 1 AS sign FROM review_daily_stats_new UNION ALL SELECT establishment_id, competitor_id, visit_day, source, rating, comment, answered_at, -1 AS sign FROM review_daily_stats_old) AS d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (establishment_id, competitor_id, day, source) DO UPDATE SET
      reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum,
      with_comment = s.with_comment + excluded.with_comment, answered = s.answered + excluded.answered;
  ELSE
    INSERT INTO review_daily_stats AS s (establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered)
    SELECT establishment_id, coalesce(competitor_id, 0), visit_day, source, sum(sign), sum(sign * rating),
      sum(sign * (nullif(btrim(comment), '') IS NOT NULL)::int), sum(sign * (answered_at IS NOT NULL)::int)
    FROM (SELECT establishment_id, competitor_id, visit_day, source, rating, comment, answered_at, -1 AS sign FROM review_daily_stats_old) AS d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (establishment_id, competitor_id, day, source) DO UPDATE SET
      reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum,
      with_comment = s.with_comment + excluded.with_comment, answered = s.answered + excluded.answered;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- A place-day-source left without reviews leaves the roll-up.
    DELETE FROM review_daily_stats s USING (SELECT DISTINCT establishment_id, coalesce(competitor_id, 0) AS competitor_id, visit_day, source FROM review_daily_stats_old) o
    WHERE s.reviews <= 0 AND s.establishment_id = o.establishment_id AND s.competitor_id = o.competitor_id AND s.day = o.visit_day AND s.source = o.source;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_daily_stats_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS review_daily_stats_new FOR EACH STATEMENT EXECUTE FUNCTION review_daily_stats_apply();--> statement-breakpoint
CREATE TRIGGER reviews_daily_stats_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS review_daily_stats_old NEW TABLE AS review_daily_stats_new FOR EACH STATEMENT EXECUTE FUNCTION review_daily_stats_apply();--> statement-breakpoint
CREATE TRIGGER reviews_daily_stats_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS review_daily_stats_old FOR EACH STATEMENT EXECUTE FUNCTION review_daily_stats_apply();--> statement-breakpoint
INSERT INTO review_daily_stats (establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered)
SELECT establishment_id, coalesce(competitor_id, 0), visit_day, source, count(*), sum(rating),
  count(*) FILTER (WHERE nullif(btrim(comment), '') IS NOT NULL), count(*) FILTER (WHERE answered_at IS NOT NULL)
FROM reviews GROUP BY 1, 2, 3, 4;
