CREATE TABLE "campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contact_id" integer,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"outbox_id" integer,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_token_unique" UNIQUE("token"),
	CONSTRAINT "campaign_recipients_uq" UNIQUE("campaign_id","contact_id"),
	CONSTRAINT "campaign_recipients_status" CHECK ("campaign_recipients"."status" in ('pending', 'sending', 'sent', 'capped', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"cap_days" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "campaign_settings_cap" CHECK ("campaign_settings"."cap_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advantage_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"link_origin" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" in ('draft', 'scheduled', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "customer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'menu' NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_files_tag_unique" UNIQUE("tag"),
	CONSTRAINT "customer_files_kind" CHECK ("customer_files"."kind" in ('menu', 'leaflet', 'other'))
);
--> statement-breakpoint
CREATE TABLE "mobile_sites" (
	"establishment_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"menu_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_advantage_id_advantages_id_fk" FOREIGN KEY ("advantage_id") REFERENCES "public"."advantages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sites" ADD CONSTRAINT "mobile_sites_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sites" ADD CONSTRAINT "mobile_sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_sites" ADD CONSTRAINT "mobile_sites_menu_file_id_customer_files_id_fk" FOREIGN KEY ("menu_file_id") REFERENCES "public"."customer_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_pending_idx" ON "campaign_recipients" USING btree ("campaign_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "campaign_recipients_contact_sent_idx" ON "campaign_recipients" USING btree ("contact_id","sent_at");--> statement-breakpoint
CREATE INDEX "campaigns_customer_idx" ON "campaigns" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "customer_files_customer_idx" ON "customer_files" USING btree ("customer_id");