DROP INDEX "reviews_comment_trgm_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("comment", ''))) STORED;--> statement-breakpoint
CREATE INDEX "reviews_search_text_trgm_idx" ON "reviews" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
-- Hand-written: the word index keeps its content and only changes how inserts reach it.
ALTER INDEX "reviews_comment_tsv_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
-- The embedded database has no autovacuum: without statistics the planner ignores the new index.
ANALYZE "reviews";--> statement-breakpoint
ANALYZE "review_daily_stats";
