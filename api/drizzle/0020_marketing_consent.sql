ALTER TABLE "contacts" ADD COLUMN "consent_text" text;--> statement-breakpoint
-- Hand-written: until now the one writer of consent_at was the feedback form's mandatory terms box,
-- which is no marketing consent. Every consent without its wording came from there: it is withdrawn,
-- and each withdrawal is written to the audit log (the contact's tag, never its email).
INSERT INTO "audit_log" ("customer_id", "actor_user_id", "actor_email", "action", "subject", "details")
SELECT "customer_id", NULL, NULL, 'contact.consent_withdrawn', 'contact:' || "tag",
  jsonb_build_object('consent_at', "consent_at", 'reason', 'terms_acceptance_is_not_marketing_consent')
FROM "contacts" WHERE "consent_at" IS NOT NULL AND "consent_text" IS NULL;--> statement-breakpoint
UPDATE "contacts" SET "consent_at" = NULL WHERE "consent_at" IS NOT NULL AND "consent_text" IS NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_consent_worded" CHECK (("contacts"."consent_at" is null) = ("contacts"."consent_text" is null));
