-- Decision D18: a deleted account stays, anonymised, under its orders, and this says when it was deleted.
ALTER TABLE "users" ADD COLUMN "deleted_at" TIMESTAMP(3);
