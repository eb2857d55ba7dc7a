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
CREATE TABLE "integration_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'connected' NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"broken_reason" text,
	"broken_at" timestamp with time zone,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_state_chk" CHECK ("integration_connections"."state" in ('connected', 'broken'))
);
--> statement-breakpoint
CREATE TABLE "integration_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"title" text,
	"place_id" text,
	"cursor" timestamp with time zone,
	"full_sync_done" boolean DEFAULT false NOT NULL,
	"full_sync_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"last_imported" integer,
	"last_updated" integer,
	"last_removed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce_hash" text NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "google_place_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "external_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "integration_location_id" integer;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "publish_state" text;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "publish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "publish_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "publish_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_answers" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitor_place_ratings" ADD CONSTRAINT "competitor_place_ratings_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_locations" ADD CONSTRAINT "integration_locations_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_locations" ADD CONSTRAINT "integration_locations_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_oauth_states" ADD CONSTRAINT "integration_oauth_states_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_oauth_states" ADD CONSTRAINT "integration_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitor_place_ratings_day_uq" ON "competitor_place_ratings" USING btree ("competitor_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_customer_provider_uq" ON "integration_connections" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_locations_establishment_uq" ON "integration_locations" USING btree ("connection_id","establishment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_locations_external_uq" ON "integration_locations" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "integration_locations_due_idx" ON "integration_locations" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "integration_oauth_states_expires_idx" ON "integration_oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_integration_location_id_integration_locations_id_fk" FOREIGN KEY ("integration_location_id") REFERENCES "public"."integration_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_integration_location_idx" ON "reviews" USING btree ("integration_location_id");--> statement-breakpoint
CREATE INDEX "review_answers_publish_idx" ON "review_answers" USING btree ("publish_next_at") WHERE publish_state in ('pending', 'deleting');--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_publish_state_chk" CHECK ("review_answers"."publish_state" in ('pending', 'published', 'failed', 'deleting'));