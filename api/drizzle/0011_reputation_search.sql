CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector((case "language" when 'fr' then 'french'::regconfig when 'en' then 'english'::regconfig when 'sp' then 'spanish'::regconfig else 'simple'::regconfig end), coalesce("comment", ''))) STORED;--> statement-breakpoint
CREATE INDEX "reviews_establishment_day_idx" ON "reviews" USING btree ("establishment_id","visit_day");--> statement-breakpoint
CREATE INDEX "reviews_competitor_day_idx" ON "reviews" USING btree ("competitor_id","visit_day");--> statement-breakpoint
CREATE INDEX "reviews_establishment_created_desc_idx" ON "reviews" USING btree ("establishment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_comment_tsv_idx" ON "reviews" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin (lower(coalesce("comment", '')) gin_trgm_ops);