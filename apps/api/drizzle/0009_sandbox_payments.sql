CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" integer NOT NULL,
	"holder" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"fingerprint" text NOT NULL,
	"outcome" text NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_cards_last4_digits" CHECK ("sandbox_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_cards_exp_month_range" CHECK ("sandbox_cards"."exp_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_events_type_known" CHECK ("sandbox_events"."type" IN ('payment.succeeded', 'payment.failed', 'refund.succeeded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"customer_ref" integer NOT NULL,
	"kind" text NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"next_step" text,
	"error_code" text,
	"card_id" text,
	"save_method" boolean DEFAULT false NOT NULL,
	"return_url" text NOT NULL,
	"locale" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_kind_known" CHECK ("sandbox_payments"."kind" IN ('card', 'paypal')),
	CONSTRAINT "sandbox_payments_status_known" CHECK ("sandbox_payments"."status" IN ('requires_action', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "sandbox_payments_amount_positive" CHECK ("sandbox_payments"."amount_cents" > 0),
	CONSTRAINT "sandbox_payments_refund_bounded" CHECK ("sandbox_payments"."refunded_cents" BETWEEN 0 AND "sandbox_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_events" ADD CONSTRAINT "sandbox_events_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_card_id_sandbox_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sandbox_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_cards_customer_saved" ON "sandbox_cards" USING btree ("customer_ref","id") WHERE "sandbox_cards"."saved";--> statement-breakpoint
CREATE INDEX "sandbox_events_pending" ON "sandbox_events" USING btree ("next_attempt_at") WHERE "sandbox_events"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sandbox_events_payment" ON "sandbox_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");