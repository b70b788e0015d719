-- CreateTable
CREATE TABLE "campaign_daily" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "arrival" CHAR(32) NOT NULL,
    "source" VARCHAR(255) NOT NULL,
    "medium" VARCHAR(64) NOT NULL,
    "campaign" VARCHAR(64) NOT NULL,
    "content" VARCHAR(64) NOT NULL,
    "term" VARCHAR(64) NOT NULL,
    "landing" VARCHAR(512) NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "clickers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "campaign_daily_pkey" PRIMARY KEY ("day","site","arrival")
);

-- CreateTable
CREATE TABLE "campaign_visitor" (
    "day" DATE NOT NULL,
    "site" VARCHAR(8) NOT NULL,
    "visitor" CHAR(32) NOT NULL,
    "kind" CHAR(1) NOT NULL,
    "arrival" CHAR(32) NOT NULL,

    CONSTRAINT "campaign_visitor_pkey" PRIMARY KEY ("day","site","visitor","kind","arrival")
);

-- CreateTable
CREATE TABLE "marketplace_campaign_link" (
    "marketplace" VARCHAR(32) NOT NULL,
    "campaign" VARCHAR(64) NOT NULL,
    "params" VARCHAR(512) NOT NULL,

    CONSTRAINT "marketplace_campaign_link_pkey" PRIMARY KEY ("marketplace","campaign")
);

-- CreateIndex
CREATE INDEX "campaign_daily_site_day_idx" ON "campaign_daily"("site", "day");
