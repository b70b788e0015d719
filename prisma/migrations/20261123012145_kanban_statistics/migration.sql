-- CreateTable
CREATE TABLE "kanban_batch" (
    "id" VARCHAR(64) NOT NULL,
    "events" INTEGER NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "kanban_batch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_view_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "uri" VARCHAR(512) NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_daily_pkey" PRIMARY KEY ("day","site","uri")
);

-- CreateTable
CREATE TABLE "page_visitor_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "uri" VARCHAR(512) NOT NULL,
    "visitor" CHAR(32) NOT NULL,

    CONSTRAINT "page_visitor_daily_pkey" PRIMARY KEY ("day","site","uri","visitor")
);

-- CreateTable
CREATE TABLE "product_click_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "product" VARCHAR(256) NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_click_daily_pkey" PRIMARY KEY ("day","site","product")
);

-- CreateTable
CREATE TABLE "article_click_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "article_id" VARCHAR(64) NOT NULL,
    "article_title" VARCHAR(256) NOT NULL,
    "product" VARCHAR(256) NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "article_click_daily_pkey" PRIMARY KEY ("day","site","article_id","product")
);

-- CreateTable
CREATE TABLE "share_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "way" VARCHAR(32) NOT NULL,
    "subject" VARCHAR(256) NOT NULL,
    "shares" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "share_daily_pkey" PRIMARY KEY ("day","site","kind","way","subject")
);

-- CreateIndex
CREATE INDEX "page_view_daily_site_day_idx" ON "page_view_daily"("site", "day");

-- CreateIndex
CREATE INDEX "page_visitor_daily_site_day_idx" ON "page_visitor_daily"("site", "day");
