CREATE TABLE "biller_simulator_transactions" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"customer_no" text NOT NULL,
	"status" text NOT NULL,
	"final_status" text NOT NULL,
	"callback_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
