ALTER TABLE "give_aways" ADD COLUMN "btn_text_en" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "btn_text_en" text;