-- Returns keep the Idempotency-Key their POST reserved in idempotency_keys, as orders do
-- (services/idempotency): the same key with another body is refused there, not replayed.
DROP INDEX "return_orders_request_key";--> statement-breakpoint
ALTER TABLE "return_orders" ADD COLUMN "idempotency_key_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "return_orders_idempotency_key" ON "return_orders" USING btree ("idempotency_key_id");--> statement-breakpoint
ALTER TABLE "return_orders" DROP COLUMN "request_key";