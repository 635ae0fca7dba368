-- Hand-written. Every order moves stock, and the product_sizes update trigger rebuilt each
-- product's whole document from five tables for it (most of an order's PostgreSQL time). When
-- only stock moved, the document's `sizes` alone is rewritten, from the document as it is
-- now (so a concurrent price or name refresh is kept); any other change of a size still
-- rebuilds the whole document. Both take the documents in product order, as orders lock
-- their sizes (orders/stock.ts), so two orders never wait on each other in a circle.
CREATE FUNCTION "refresh_product_document_sizes"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM "product_documents" WHERE "product_id" = ANY(ids) ORDER BY "product_id" FOR UPDATE;
  UPDATE "product_documents" d SET "document" = (d."document"::jsonb || jsonb_build_object('sizes',
    COALESCE((SELECT jsonb_agg(jsonb_build_array(ps."id", ps."label", ps."stock") ORDER BY ps."position", ps."id")
      FROM "product_sizes" ps WHERE ps."product_id" = d."product_id"), '[]'::jsonb)))::json
  WHERE d."product_id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "product_documents_from_sizes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (n."product_id", n."label", n."position") IS DISTINCT FROM (o."product_id", o."label", o."position")
  ) THEN
    PERFORM "refresh_product_documents"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "refresh_product_document_sizes"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "product_documents_update" ON "product_sizes";
--> statement-breakpoint
CREATE TRIGGER "product_documents_update" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_documents_from_sizes"();
