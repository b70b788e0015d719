-- When a catalogue or content row last changed: the sitemaps' lastmod (api/src/modules/seo).
-- A trigger, not Prisma's @updatedAt: it also sees an operator's SQL edit, and it leaves the time
-- alone when an update changes nothing (the seed's idempotent upserts run on every start).
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;

-- AlterTable
ALTER TABLE "product_category" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "product" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "product_text" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "product_listing" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "article_category" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "article" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "article_text" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

CREATE TRIGGER product_category_touch BEFORE UPDATE ON "product_category" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER product_touch BEFORE UPDATE ON "product" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER product_text_touch BEFORE UPDATE ON "product_text" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER product_listing_touch BEFORE UPDATE ON "product_listing" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER article_category_touch BEFORE UPDATE ON "article_category" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER article_touch BEFORE UPDATE ON "article" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER article_text_touch BEFORE UPDATE ON "article_text" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
