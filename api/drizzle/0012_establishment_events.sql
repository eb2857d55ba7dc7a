CREATE TABLE "establishment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"day" date NOT NULL,
	"end_day" date,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "establishment_events_kind" CHECK ("establishment_events"."kind" in ('menu', 'renovation', 'promotion', 'staff', 'other')),
	CONSTRAINT "establishment_events_days" CHECK ("establishment_events"."end_day" is null or "establishment_events"."end_day" >= "establishment_events"."day")
);
--> statement-breakpoint
ALTER TABLE "establishment_events" ADD CONSTRAINT "establishment_events_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_events" ADD CONSTRAINT "establishment_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishment_events_establishment_day_idx" ON "establishment_events" USING btree ("establishment_id","day");