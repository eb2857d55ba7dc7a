CREATE TABLE "partner_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_domains_host_lower" CHECK ("partner_domains"."host" = lower("partner_domains"."host"))
);
--> statement-breakpoint
ALTER TABLE "partner_domains" ADD CONSTRAINT "partner_domains_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_domains_partner_idx" ON "partner_domains" USING btree ("partner_id");