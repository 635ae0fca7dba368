-- Hand-written. An order now moves the stock of all its products in one UPDATE, whose
-- statement trigger refreshes their documents in one INSERT ... SELECT: taking those rows in
-- product order, as the orders lock their sizes (orders/stock.ts), keeps two orders from
-- waiting on each other's documents in a circle.
CREATE OR REPLACE FUNCTION "refresh_product_documents"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_documents" ("product_id", "document")
    SELECT "product_id", "document" FROM "product_document_source" WHERE "product_id" = ANY(ids)
    ORDER BY "product_id"
  ON CONFLICT ("product_id") DO UPDATE SET "document" = excluded."document";
$$;
