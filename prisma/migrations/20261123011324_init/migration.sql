-- CreateEnum
CREATE TYPE "subscriber_status" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- CreateTable
CREATE TABLE "site" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_entry" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "icon" TEXT NOT NULL DEFAULT '',
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "menu_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "keyword" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "type" VARCHAR(16) NOT NULL,
    "label" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "keyword_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriber" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "local_time" VARCHAR(19) NOT NULL,
    "status" "subscriber_status" NOT NULL DEFAULT 'pending',
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "confirm_token_hash" CHAR(64),
    "confirm_expires_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "unsubscribe_token" VARCHAR(64) NOT NULL,
    "unsubscribed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" UUID NOT NULL,
    "queue" VARCHAR(32) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sent_mail" (
    "key" TEXT NOT NULL,
    "message_id" TEXT,
    "recipient" TEXT NOT NULL,
    "template" VARCHAR(64) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_mail_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "site_code_key" ON "site"("code");

-- CreateIndex
CREATE INDEX "menu_entry_site_id_parent_id_sort_order_idx" ON "menu_entry"("site_id", "parent_id", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "menu_entry_site_id_path_parent_id_key" ON "menu_entry"("site_id", "path", "parent_id");

-- CreateIndex
CREATE INDEX "keyword_site_id_sort_order_idx" ON "keyword"("site_id", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "keyword_site_id_type_label_key" ON "keyword"("site_id", "type", "label");

-- CreateIndex
CREATE UNIQUE INDEX "subscriber_email_key" ON "subscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "subscriber_confirm_token_hash_key" ON "subscriber"("confirm_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "subscriber_unsubscribe_token_key" ON "subscriber"("unsubscribe_token");

-- CreateIndex
CREATE INDEX "outbox_event_dispatched_at_created_at_idx" ON "outbox_event"("dispatched_at", "created_at");

-- AddForeignKey
ALTER TABLE "menu_entry" ADD CONSTRAINT "menu_entry_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_entry" ADD CONSTRAINT "menu_entry_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "menu_entry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "keyword" ADD CONSTRAINT "keyword_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
