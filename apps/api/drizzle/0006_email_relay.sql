ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "email_outbox_pending" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."sent_at" is null;