CREATE TABLE "user_establishments" (
	"user_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_establishments_user_id_establishment_id_pk" PRIMARY KEY("user_id","establishment_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_establishments" ADD CONSTRAINT "user_establishments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_establishments" ADD CONSTRAINT "user_establishments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_establishments_establishment_idx" ON "user_establishments" USING btree ("establishment_id");