-- The welcome email goes once (found after issue 20): two completion forms posted at once, or
-- a sign-up welcomed at confirmation that later posts the form, each sent another. Sending it
-- now claims this column with a conditional update first.
ALTER TABLE "profiles" ADD COLUMN     "welcome_sent_at" TIMESTAMP(3);

-- Those already welcomed: whoever completed the form, and confirmed sign-ups that gave
-- everything (welcomed at confirmation). Someone still owed the form is still owed the welcome.
UPDATE "profiles" p SET "welcome_sent_at" = COALESCE(p."profile_completed_at", p."created_at")
FROM "users" u
WHERE u."id" = p."id"
  AND (p."profile_completed_at" IS NOT NULL
       OR (u."email_verified" IS NOT NULL AND btrim(coalesce(p."full_name", '')) NOT IN ('', 'User')
           AND btrim(coalesce(p."campus_location", '')) NOT IN ('', 'Not specified') AND btrim(coalesce(p."phone", '')) <> ''));
