CREATE TABLE "milestone_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"redirect_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" bigint NOT NULL,
	"payment_id" text,
	"method" text,
	"card_scheme" text,
	"last_four" text,
	"failure_message" text,
	"abandoned_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_payments_status_check" CHECK ("milestone_payments"."status" in ('PENDING', 'PAID', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"net" bigint NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"decline_reason" text,
	"dispute_reason" text,
	"disputed_by" uuid,
	"held_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"release_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('PROPOSED', 'DECLINED', 'UNFUNDED', 'PENDING', 'HELD', 'DELIVERED', 'RELEASED', 'REFUNDED', 'DISPUTED')),
	CONSTRAINT "milestones_amount_check" CHECK ("milestones"."amount" > 0 and "milestones"."net" > 0),
	CONSTRAINT "milestones_split_check" CHECK ("milestones"."fee" + "milestones"."vat" + "milestones"."net" = "milestones"."amount")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulator_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_id" text,
	"method" text,
	"card_scheme" text,
	"last_four" text,
	"failure_message" text,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_checkouts_checkout_id_key" UNIQUE("checkout_id"),
	CONSTRAINT "simulator_checkouts_status_check" CHECK ("simulator_checkouts"."status" in ('PENDING', 'PAID', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "simulator_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_message" text,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_payouts_payout_id_key" UNIQUE("payout_id"),
	CONSTRAINT "simulator_payouts_status_check" CHECK ("simulator_payouts"."status" in ('PENDING', 'PAID', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "simulator_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD CONSTRAINT "milestone_payments_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_payments_milestone_idx" ON "milestone_payments" USING btree ("milestone_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_payments_reference_key" ON "milestone_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_payments_pending_key" ON "milestone_payments" USING btree ("milestone_id") WHERE "milestone_payments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "milestone_payments_pending_idx" ON "milestone_payments" USING btree ("created_at") WHERE "milestone_payments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "milestones_job_request_created_idx" ON "milestones" USING btree ("job_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "milestones_delivered_idx" ON "milestones" USING btree ("delivered_at") WHERE "milestones"."status" = 'DELIVERED';--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'PENDING';