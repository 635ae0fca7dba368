CREATE TABLE "product_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate views, functions or triggers). The
-- document of each product is built here once per write instead of on every read; the API
-- reads it by key (src/services/products/load-product.ts).
CREATE VIEW "product_document_source" AS
SELECT p."id" AS "product_id", json_build_object(
  'id', p."id", 'names', p."names", 'slugs', p."slugs", 'title', p."title",
  'label', p."label", 'promotionPercent', p."promotion_percent", 'colour', p."colour",
  'gender', p."gender", 'isOnlyOutlet', p."is_only_outlet",
  'displayInListing', p."display_in_listing", 'noveltyAt', p."novelty_at", 'sales', p."sales",
  'watermarkUrl', p."watermark_url", 'brandId', p."brand_id", 'categoryId', p."category_id",
  'artistId', p."artist_id", 'rangeId', p."range_id", 'materialId', p."material_id",
  'ecoLabelId', p."eco_label_id",
  'prices', COALESCE((SELECT json_object_agg(pp."country_key", json_build_array(pp."price", pp."original_price")) FROM "product_prices" pp WHERE pp."product_id" = p."id"), '{}'::json),
  'pictures', COALESCE((SELECT json_agg(json_build_array(pc."position", pc."is_default") ORDER BY pc."position") FROM "product_pictures" pc WHERE pc."product_id" = p."id"), '[]'::json),
  'sizes', COALESCE((SELECT json_agg(json_build_array(ps."id", ps."label", ps."stock") ORDER BY ps."position", ps."id") FROM "product_sizes" ps WHERE ps."product_id" = p."id"), '[]'::json),
  'marketLabels', COALESCE((SELECT json_agg(pm."code" ORDER BY pm."code") FROM "product_market_labels" pm WHERE pm."product_id" = p."id"), '[]'::json),
  'ratingCount', s."rating_count", 'ratingSum', s."rating_sum"
) AS "document"
FROM "products" p LEFT JOIN "product_scores" s ON s."product_id" = p."id";
--> statement-breakpoint
CREATE FUNCTION "refresh_product_documents"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_documents" ("product_id", "document")
    SELECT "product_id", "document" FROM "product_document_source" WHERE "product_id" = ANY(ids)
  ON CONFLICT ("product_id") DO UPDATE SET "document" = excluded."document";
$$;
--> statement-breakpoint
-- Statement-level, like the search_sync triggers: a bulk write refreshes its products once.
-- A deleted product's document goes with it (ON DELETE CASCADE).
CREATE FUNCTION "product_documents_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_documents"(ARRAY(SELECT "id" FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_documents_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_product_documents"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "refresh_product_documents"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "refresh_product_documents"(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_products"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_products"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_delete" AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_delete" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "product_pictures" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_pictures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_delete" AFTER DELETE ON "product_pictures" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "product_market_labels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_market_labels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_delete" AFTER DELETE ON "product_market_labels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_insert" AFTER INSERT ON "product_scores" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_scores" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_delete" AFTER DELETE ON "product_scores" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_rows"();
--> statement-breakpoint
-- The documents of a database seeded before this migration.
INSERT INTO "product_documents" ("product_id", "document") SELECT "product_id", "document" FROM "product_document_source";
