-- An inactive user of an account that has paid was switched off by an owner: recorded so, a payment keeps them off.
UPDATE "users" SET "deactivated_at" = now()
WHERE NOT "is_active" AND "customer_id" IS NOT NULL AND "deactivated_at" IS NULL
  AND EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."customer_id" = "users"."customer_id" AND s."status" <> 'pending');
