CREATE TABLE "review_analysis" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"sentiment" text NOT NULL,
	"score" real NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analyser_version" integer NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_sentiment" text,
	"corrected_topics" jsonb,
	"corrected_by" integer,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "review_analysis_sentiment_chk" CHECK ("review_analysis"."sentiment" in ('positive', 'neutral', 'negative')),
	CONSTRAINT "review_analysis_corrected_sentiment_chk" CHECK ("review_analysis"."corrected_sentiment" is null or "review_analysis"."corrected_sentiment" in ('positive', 'neutral', 'negative'))
);
--> statement-breakpoint
ALTER TABLE "review_analysis" ADD CONSTRAINT "review_analysis_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analysis" ADD CONSTRAINT "review_analysis_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_analysis_version_idx" ON "review_analysis" USING btree ("analyser_version");