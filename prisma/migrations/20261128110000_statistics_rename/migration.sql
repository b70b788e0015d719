-- The seed's word for statistics ("kanban") gives way to "statistics" (docs/decisions/0020).
-- Renames keep every row, index and constraint; nothing is copied.
ALTER TABLE "kanban_batch" RENAME TO "statistics_batch";
ALTER TABLE "statistics_batch" RENAME CONSTRAINT "kanban_batch_pkey" TO "statistics_batch_pkey";

ALTER TABLE "kanban_dead_letter" RENAME TO "statistics_dead_letter";
ALTER TABLE "statistics_dead_letter" RENAME CONSTRAINT "kanban_dead_letter_pkey" TO "statistics_dead_letter_pkey";
ALTER INDEX "kanban_dead_letter_created_at_idx" RENAME TO "statistics_dead_letter_created_at_idx";
