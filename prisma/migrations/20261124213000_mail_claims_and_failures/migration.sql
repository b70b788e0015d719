-- Mail sent exactly once in practice: a claim (with a lease) is taken before SMTP, marked sent after.
ALTER TABLE "sent_mail" ADD COLUMN "status" VARCHAR(16) NOT NULL DEFAULT 'sent',
    ADD COLUMN "claim_token" UUID,
    ADD COLUMN "claimed_until" TIMESTAMPTZ(3),
    ALTER COLUMN "sent_at" DROP NOT NULL,
    ALTER COLUMN "sent_at" DROP DEFAULT;

-- The outbox hand-over lease (no row handed over twice) and the mark of a job that failed for good.
ALTER TABLE "outbox_event" ADD COLUMN "handover_until" TIMESTAMPTZ(3),
    ADD COLUMN "failed_at" TIMESTAMPTZ(3);

-- Operators (metrics, npm run mail:retry-failed) look for failed rows.
CREATE INDEX "outbox_event_failed_at_idx" ON "outbox_event"("failed_at");
