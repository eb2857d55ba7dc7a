CREATE TABLE "competitor_place_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"competitor_id" integer NOT NULL,
	"day" date NOT NULL,
	"rating" real,
	"user_rating_count" integer,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "google_place_id" text;--> statement-breakpoint
ALTER TABLE "competitor_place_ratings" ADD CONSTRAINT "competitor_place_ratings_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitor_place_ratings_day_uq" ON "competitor_place_ratings" USING btree ("competitor_id","day");