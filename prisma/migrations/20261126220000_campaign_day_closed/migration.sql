-- CreateTable
CREATE TABLE "campaign_day_closed" (
    "day" DATE NOT NULL,
    "closed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaign_day_closed_pkey" PRIMARY KEY ("day")
);
