-- CreateEnum
CREATE TYPE "warranty_store" AS ENUM ('US', 'CA', 'FR', 'DE', 'IT', 'JP', 'ES', 'UK', 'AU', 'NL', 'MX', 'SE', 'PL', 'EBAY', 'WALMART');

-- CreateEnum
CREATE TYPE "warranty_item" AS ENUM ('cable', 'charger', 'adapter', 'stand');

-- CreateEnum
CREATE TYPE "registration_status" AS ENUM ('pending', 'verified');

-- CreateEnum
CREATE TYPE "claim_kind" AS ENUM ('replacement', 'exchange', 'refund');

-- CreateTable
CREATE TABLE "marketplace_order" (
    "order_id" VARCHAR(19) NOT NULL,
    "purchase_date" TIMESTAMPTZ(3) NOT NULL,
    "status" VARCHAR(32) NOT NULL,
    "sales_channel" VARCHAR(64) NOT NULL,
    "sku" VARCHAR(64) NOT NULL,
    "asin" VARCHAR(16) NOT NULL,
    "product_name" VARCHAR(512) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "marketplace_order_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "warranty_registration" (
    "id" UUID NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "email" TEXT NOT NULL,
    "store" "warranty_store",
    "item" "warranty_item",
    "order_number" VARCHAR(19) NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "status" "registration_status" NOT NULL DEFAULT 'pending',
    "verified_at" TIMESTAMPTZ(3),
    "proof_requested_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "warranty_registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "order_id" VARCHAR(19) NOT NULL,
    "added_by" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_event" (
    "id" UUID NOT NULL,
    "order_id" VARCHAR(19) NOT NULL,
    "kind" "claim_kind" NOT NULL,
    "at" DATE NOT NULL,
    "note" VARCHAR(1000) NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warranty_policy" (
    "site" VARCHAR(8) NOT NULL,
    "extended_months" INTEGER,
    "wording" VARCHAR(32) NOT NULL,

    CONSTRAINT "warranty_policy_pkey" PRIMARY KEY ("site")
);

-- CreateIndex
CREATE UNIQUE INDEX "warranty_registration_email_key" ON "warranty_registration"("email");

-- CreateIndex
CREATE INDEX "warranty_registration_status_created_at_idx" ON "warranty_registration"("status", "created_at");

-- CreateIndex
CREATE INDEX "warranty_registration_order_number_idx" ON "warranty_registration"("order_number");

-- CreateIndex
CREATE INDEX "device_order_id_idx" ON "device"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "device_email_order_id_key" ON "device"("email", "order_id");

-- CreateIndex
CREATE INDEX "claim_event_order_id_at_idx" ON "claim_event"("order_id", "at");

-- AddForeignKey
ALTER TABLE "device" ADD CONSTRAINT "device_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "marketplace_order"("order_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_event" ADD CONSTRAINT "claim_event_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "marketplace_order"("order_id") ON DELETE CASCADE ON UPDATE CASCADE;
