-- Trigram similarity for typo-tolerant product search (api/src/modules/catalog/search.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "product_category" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(48) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_category_text" (
    "category_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "product_category_text_pkey" PRIMARY KEY ("category_id","lang")
);

-- CreateTable
CREATE TABLE "product" (
    "id" SERIAL NOT NULL,
    "model" VARCHAR(48) NOT NULL,
    "category_id" INTEGER NOT NULL,
    "connector_a" VARCHAR(16) NOT NULL,
    "connector_b" VARCHAR(16),
    "length_cm" INTEGER,
    "wattage" INTEGER,
    "colour" VARCHAR(24) NOT NULL,
    "quick_charge" VARCHAR(8),
    "specs" JSONB NOT NULL,
    "compatibility" TEXT[],
    "images" TEXT[],
    "rating" DECIMAL(2,1) NOT NULL DEFAULT 0,
    "released_at" DATE NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_text" (
    "product_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "highlights" TEXT[],

    CONSTRAINT "product_text_pkey" PRIMARY KEY ("product_id","lang")
);

-- CreateTable
CREATE TABLE "product_listing" (
    "product_id" INTEGER NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "marketplace" VARCHAR(32) NOT NULL,
    "url" TEXT NOT NULL,
    "in_stock" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "product_listing_pkey" PRIMARY KEY ("product_id","site")
);

-- CreateTable
CREATE TABLE "product_review" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "author" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "verified" BOOLEAN NOT NULL DEFAULT true,
    "reviewed_at" DATE NOT NULL,

    CONSTRAINT "product_review_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_category_slug_key" ON "product_category"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "product_model_key" ON "product"("model");

-- CreateIndex
CREATE INDEX "product_category_id_sort_order_idx" ON "product"("category_id", "sort_order");

-- CreateIndex
CREATE INDEX "product_text_lang_idx" ON "product_text"("lang");

-- CreateIndex
CREATE INDEX "product_listing_site_idx" ON "product_listing"("site");

-- CreateIndex
CREATE INDEX "product_review_product_id_reviewed_at_idx" ON "product_review"("product_id", "reviewed_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_review_product_id_lang_author_key" ON "product_review"("product_id", "lang", "author");

-- AddForeignKey
ALTER TABLE "product_category_text" ADD CONSTRAINT "product_category_text_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_text" ADD CONSTRAINT "product_text_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
