-- CreateTable
CREATE TABLE "order_owner" (
    "order_id" VARCHAR(19) NOT NULL,
    "email" TEXT NOT NULL,
    "via" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_owner_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "order_owner_move" (
    "id" UUID NOT NULL,
    "order_id" VARCHAR(19) NOT NULL,
    "from_email" TEXT NOT NULL,
    "to_email" TEXT NOT NULL,
    "moved_by" VARCHAR(128) NOT NULL,
    "note" VARCHAR(1000) NOT NULL DEFAULT '',
    "moved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_owner_move_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_owner_email_idx" ON "order_owner"("email");

-- CreateIndex
CREATE INDEX "order_owner_move_order_id_moved_at_idx" ON "order_owner_move"("order_id", "moved_at");

-- Orders named before owners existed: the earliest registration or device of each order owns it.
INSERT INTO "order_owner" ("order_id", "email", "via", "created_at")
SELECT DISTINCT ON (order_id) order_id, email, via, created_at
FROM (
    SELECT "order_number" AS order_id, "email", 'registration' AS via, "created_at" FROM "warranty_registration"
    UNION ALL
    SELECT "order_id", "email", 'device' AS via, "created_at" FROM "device"
) AS named
ORDER BY order_id, created_at
ON CONFLICT DO NOTHING;
