ALTER TABLE "restaurant_product_types" ADD COLUMN "product_type_en" text;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD COLUMN "short_desc_en" text;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD COLUMN "description_en" text;