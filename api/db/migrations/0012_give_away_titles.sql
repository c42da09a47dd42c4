ALTER TABLE "give_aways" ADD COLUMN "title_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "give_aways" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;