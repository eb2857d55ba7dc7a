CREATE TABLE "advantage_establishments" (
	"advantage_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	CONSTRAINT "advantage_establishments_advantage_id_establishment_id_pk" PRIMARY KEY("advantage_id","establishment_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"actor_user_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advantage_establishments" ADD CONSTRAINT "advantage_establishments_advantage_id_advantages_id_fk" FOREIGN KEY ("advantage_id") REFERENCES "public"."advantages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advantage_establishments" ADD CONSTRAINT "advantage_establishments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advantage_establishments_establishment_idx" ON "advantage_establishments" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "audit_log_customer_at_idx" ON "audit_log" USING btree ("customer_id","created_at");