-- Trigram similarity for typo-tolerant article search (modules/content/article-search.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "faq_group" AS ENUM ('warranty', 'delivery', 'products', 'general');

-- CreateEnum
CREATE TYPE "download_kind" AS ENUM ('manual', 'firmware', 'driver', 'spec_sheet');

-- CreateTable
CREATE TABLE "article_category" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(48) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "article_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_category_text" (
    "category_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "article_category_text_pkey" PRIMARY KEY ("category_id","lang")
);

-- CreateTable
CREATE TABLE "article" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(96) NOT NULL,
    "category_id" INTEGER NOT NULL,
    "cover_image" TEXT NOT NULL,
    "published_at" DATE NOT NULL,

    CONSTRAINT "article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_text" (
    "article_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" JSONB NOT NULL,

    CONSTRAINT "article_text_pkey" PRIMARY KEY ("article_id","lang")
);

-- CreateTable
CREATE TABLE "article_discount_product" (
    "id" SERIAL NOT NULL,
    "article_id" INTEGER NOT NULL,
    "model_name" TEXT NOT NULL,
    "discount" INTEGER NOT NULL DEFAULT 0,
    "image" TEXT NOT NULL,
    "links" JSONB NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "article_discount_product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_entry" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(96) NOT NULL,
    "group" "faq_group" NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "faq_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_text" (
    "faq_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "faq_text_pkey" PRIMARY KEY ("faq_id","lang")
);

-- CreateTable
CREATE TABLE "download" (
    "id" SERIAL NOT NULL,
    "file_name" TEXT NOT NULL,
    "kind" "download_kind" NOT NULL,
    "file_lang" VARCHAR(8) NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "version" TEXT NOT NULL DEFAULT '',
    "published_at" DATE NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "download_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "download_text" (
    "download_id" INTEGER NOT NULL,
    "lang" VARCHAR(8) NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "download_text_pkey" PRIMARY KEY ("download_id","lang")
);

-- CreateIndex
CREATE UNIQUE INDEX "article_category_slug_key" ON "article_category"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "article_slug_key" ON "article"("slug");

-- CreateIndex
CREATE INDEX "article_category_id_published_at_idx" ON "article"("category_id", "published_at");

-- CreateIndex
CREATE INDEX "article_published_at_idx" ON "article"("published_at");

-- CreateIndex
CREATE INDEX "article_text_lang_idx" ON "article_text"("lang");

-- CreateIndex
CREATE UNIQUE INDEX "article_discount_product_article_id_model_name_key" ON "article_discount_product"("article_id", "model_name");

-- CreateIndex
CREATE UNIQUE INDEX "faq_entry_slug_key" ON "faq_entry"("slug");

-- CreateIndex
CREATE INDEX "faq_entry_group_sort_order_idx" ON "faq_entry"("group", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "download_file_name_key" ON "download"("file_name");

-- AddForeignKey
ALTER TABLE "article_category_text" ADD CONSTRAINT "article_category_text_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "article_category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "article" ADD CONSTRAINT "article_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "article_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "article_text" ADD CONSTRAINT "article_text_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "article_discount_product" ADD CONSTRAINT "article_discount_product_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faq_text" ADD CONSTRAINT "faq_text_faq_id_fkey" FOREIGN KEY ("faq_id") REFERENCES "faq_entry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "download_text" ADD CONSTRAINT "download_text_download_id_fkey" FOREIGN KEY ("download_id") REFERENCES "download"("id") ON DELETE CASCADE ON UPDATE CASCADE;
