-- CreateEnum
CREATE TYPE "contact_subject" AS ENUM ('defective', 'damaged_missing', 'delivery', 'wrong_item', 'warranty', 'other', 'general', 'influencer', 'wholesale');

-- CreateEnum
CREATE TYPE "contact_solution" AS ENUM ('refund', 'reshipment', 'contact_marketplace');

-- CreateTable
CREATE TABLE "contact_request" (
    "id" UUID NOT NULL,
    "ticket" VARCHAR(12) NOT NULL,
    "subject" "contact_subject" NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "email" TEXT NOT NULL,
    "country" VARCHAR(64) NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "message" TEXT NOT NULL,
    "marketplace" "warranty_store",
    "order_id" VARCHAR(40),
    "product_category" "warranty_item",
    "product" VARCHAR(128),
    "within_30_days" BOOLEAN,
    "shipping_cost" BOOLEAN,
    "delivered_on" DATE,
    "solution" "contact_solution",
    "address_line1" VARCHAR(128),
    "address_line2" VARCHAR(128),
    "city" VARCHAR(64),
    "state" VARCHAR(64),
    "postal_code" VARCHAR(16),
    "phone" VARCHAR(32),
    "product_code" VARCHAR(64),
    "case_id" VARCHAR(64),
    "image_key" VARCHAR(128),
    "image_type" VARCHAR(32),
    "image_size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "contact_request_ticket_key" ON "contact_request"("ticket");

-- CreateIndex
CREATE INDEX "contact_request_email_idx" ON "contact_request"("email");

-- CreateIndex
CREATE INDEX "contact_request_created_at_idx" ON "contact_request"("created_at");
