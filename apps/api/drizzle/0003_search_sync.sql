CREATE TABLE "search_sync" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_sync_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"refresh_suggestions" boolean DEFAULT false NOT NULL,
	"old_brand_id" integer,
	"old_category_id" integer,
	"old_artist_id" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_sync_product" ON "search_sync" USING btree ("product_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers). Statement-level triggers with
-- transition tables: one outbox row per changed product, and a bulk write of thousands of
-- rows costs one INSERT ... SELECT. The seed disables them (a full reindex follows it).
CREATE FUNCTION "search_sync_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_sync" ("product_id", "refresh_suggestions")
      SELECT n."id", true FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "search_sync" ("product_id", "refresh_suggestions", "old_brand_id", "old_category_id", "old_artist_id")
      SELECT n."id",
        (o."brand_id", o."category_id", o."artist_id", o."display_in_listing", o."is_only_outlet")
          IS DISTINCT FROM (n."brand_id", n."category_id", n."artist_id", n."display_in_listing", n."is_only_outlet"),
        o."brand_id", o."category_id", o."artist_id"
      FROM new_rows n LEFT JOIN old_rows o ON o."id" = n."id";
  ELSE
    INSERT INTO "search_sync" ("product_id", "refresh_suggestions", "old_brand_id", "old_category_id", "old_artist_id")
      SELECT o."id", true, o."brand_id", o."category_id", o."artist_id" FROM old_rows o;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "search_sync_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_sync" ("product_id") SELECT DISTINCT "product_id" FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "search_sync" ("product_id")
      SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows;
  ELSE
    INSERT INTO "search_sync" ("product_id") SELECT DISTINCT "product_id" FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_sync_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_products"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_products"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_products"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_insert" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_update" AFTER UPDATE ON "product_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_delete" AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_insert" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_update" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_delete" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_insert" AFTER INSERT ON "product_pictures" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_update" AFTER UPDATE ON "product_pictures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_delete" AFTER DELETE ON "product_pictures" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_insert" AFTER INSERT ON "product_market_labels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_update" AFTER UPDATE ON "product_market_labels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_sync_delete" AFTER DELETE ON "product_market_labels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_sync_product_rows"();
