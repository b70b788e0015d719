-- CreateEnum
CREATE TYPE "review_reason" AS ENUM ('brand', 'price', 'function', 'design');

-- CreateTable
CREATE TABLE "beta_tester" (
    "id" UUID NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "email" TEXT NOT NULL,
    "country" VARCHAR(64) NOT NULL,
    "devices" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "interests" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "share_opinions" BOOLEAN NOT NULL,
    "keep_confidential" BOOLEAN NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "beta_tester_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_coupon" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "product" VARCHAR(128) NOT NULL,
    "product_key" VARCHAR(128) NOT NULL,
    "code" VARCHAR(16) NOT NULL,
    "percent" INTEGER NOT NULL,
    "surveyed" BOOLEAN NOT NULL,
    "reason" "review_reason",
    "colour" VARCHAR(16),
    "compared_brands" VARCHAR(200),
    "better_than_others" BOOLEAN,
    "problems" BOOLEAN,
    "stars" INTEGER,
    "opinion" VARCHAR(2000),
    "submitted_to_marketplace" BOOLEAN,
    "site" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_coupon_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "beta_tester_email_key" ON "beta_tester"("email");

-- CreateIndex
CREATE UNIQUE INDEX "review_coupon_code_key" ON "review_coupon"("code");

-- CreateIndex
CREATE UNIQUE INDEX "review_coupon_email_product_key_key" ON "review_coupon"("email", "product_key");
