-- The newsletter unsubscribe token is stored as its SHA-256 (hex), like every other link token, so
-- a leaked table unsubscribes nobody. The links already mailed keep working: each stored token is
-- replaced by its hash here (sha256() is built into Postgres 11 and later, no extension needed).
ALTER TABLE "subscriber" ADD COLUMN "unsubscribe_token_hash" CHAR(64);
UPDATE "subscriber" SET "unsubscribe_token_hash" = encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex');
ALTER TABLE "subscriber" ALTER COLUMN "unsubscribe_token_hash" SET NOT NULL;

DROP INDEX "subscriber_unsubscribe_token_key";
ALTER TABLE "subscriber" DROP COLUMN "unsubscribe_token";
CREATE UNIQUE INDEX "subscriber_unsubscribe_token_hash_key" ON "subscriber"("unsubscribe_token_hash");
