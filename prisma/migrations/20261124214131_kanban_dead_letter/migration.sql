-- CreateTable
CREATE TABLE "kanban_dead_letter" (
    "job_id" VARCHAR(64) NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "event" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "kanban_dead_letter_pkey" PRIMARY KEY ("job_id","position")
);

-- CreateIndex
CREATE INDEX "kanban_dead_letter_created_at_idx" ON "kanban_dead_letter"("created_at");
