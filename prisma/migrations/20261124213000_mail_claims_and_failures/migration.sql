-- Mail sent exactly once in practice: a claim (with a lease) is taken before SMTP, marked sent after.
ALTER TABLE "sent_mail" ADD COLUMN "status" VARCHAR(16) NOT NULL DEFAULT 'sent',
    ADD COLUMN "claim_token" UUID,
    ADD COLUMN "claimed_until" TIMESTAMPTZ(3),
    ALTER COLUMN "sent_at" DROP NOT NULL,
    ALTER COLUMN "sent_at" DROP DEFAULT;

-- The outbox hand-over lease (no row handed over twice), the mark of a finished job (rows handed
-- over but not finished are checked against Redis, which may have lost them), and the mark of a
-- job that failed for good.
ALTER TABLE "outbox_event" ADD COLUMN "handover_until" TIMESTAMPTZ(3),
    ADD COLUMN "completed_at" TIMESTAMPTZ(3),
    ADD COLUMN "failed_at" TIMESTAMPTZ(3);

-- Existing rows were handed over long ago: count them as finished.
UPDATE "outbox_event" SET "completed_at" = "dispatched_at" WHERE "dispatched_at" IS NOT NULL;

CREATE INDEX "outbox_event_completed_at_dispatched_at_idx" ON "outbox_event"("completed_at", "dispatched_at");

-- Operators (metrics, npm run mail:retry-failed) look for failed rows.
CREATE INDEX "outbox_event_failed_at_idx" ON "outbox_event"("failed_at");
