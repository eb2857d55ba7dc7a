ALTER TABLE "partners" ADD COLUMN "pricing_url" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_partner_idx" ON "plans" USING btree ("partner_id");