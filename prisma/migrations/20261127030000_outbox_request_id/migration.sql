-- AlterTable
ALTER TABLE "outbox_event" ADD COLUMN "request_id" VARCHAR(64);
