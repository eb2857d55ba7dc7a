ALTER TABLE "partnerships" ADD COLUMN "advantage_id" integer;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "partner_advantage_id" integer;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_advantage_id_advantages_id_fk" FOREIGN KEY ("advantage_id") REFERENCES "public"."advantages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_partner_advantage_id_advantages_id_fk" FOREIGN KEY ("partner_advantage_id") REFERENCES "public"."advantages"("id") ON DELETE set null ON UPDATE no action;