ALTER TABLE "review_analysis" ADD COLUMN "text_sentiment" text;--> statement-breakpoint
ALTER TABLE "review_analysis" ADD COLUMN "stars_disagree" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_analysis" ADD CONSTRAINT "review_analysis_text_sentiment_chk" CHECK ("review_analysis"."text_sentiment" is null or "review_analysis"."text_sentiment" in ('positive', 'neutral', 'negative'));--> statement-breakpoint
-- The text's verdict moves to its own column; a rated review's verdict becomes its stars'. The flag of a
-- disagreement needs the text's score: the next analysis (a new analyser version) sets it.
UPDATE "review_analysis" AS a SET "text_sentiment" = a."sentiment",
  "sentiment" = CASE WHEN r."rating" <= 2 THEN 'negative' WHEN r."rating" = 3 THEN 'neutral' ELSE 'positive' END
  FROM "reviews" AS r WHERE r."id" = a."review_id";
