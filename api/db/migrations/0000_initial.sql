CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attraction_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"attraction_id" integer NOT NULL,
	"file" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"description_id" text NOT NULL,
	"description_en" text NOT NULL,
	"city_id" integer NOT NULL,
	"lat" text NOT NULL,
	"lng" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_kota" text NOT NULL,
	"nama_provinsi" text NOT NULL,
	"lat" text NOT NULL,
	"lng" text NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"event_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"city_id" integer NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "give_aways" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"image" text NOT NULL,
	"terms_id" text NOT NULL,
	"terms_en" text NOT NULL,
	"btn_text" text,
	"btn_link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "long_stay_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"per" smallint DEFAULT 1 NOT NULL,
	"dp_percent" smallint DEFAULT 30 NOT NULL,
	"promo_name" text,
	"promo_idr" integer DEFAULT 0 NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "long_stay_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer,
	"property_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"reservation_type" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"duration" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text DEFAULT '+62' NOT NULL,
	"phone" text NOT NULL,
	"total_guest" smallint NOT NULL,
	"special_request" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'id' NOT NULL,
	"room_price" integer NOT NULL,
	"per" smallint NOT NULL,
	"sub_total" integer NOT NULL,
	"dp_percent" smallint NOT NULL,
	"dp" integer NOT NULL,
	"promo_name" text,
	"promo_idr" integer DEFAULT 0 NOT NULL,
	"unique_code" smallint NOT NULL,
	"total" integer NOT NULL,
	"total_full" integer NOT NULL,
	"payment_option" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_marketplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"marketplace_name" text NOT NULL,
	"deep_link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"transaction_status" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"transaction_status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text,
	"fraud_status" text,
	"redirect_url" text,
	"token" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_balances_non_negative" CHECK ("point_balances"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"icon" text NOT NULL,
	"gif" text NOT NULL,
	"voucher_value" smallint NOT NULL,
	"voucher_days" smallint DEFAULT 30 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text NOT NULL,
	"value" smallint DEFAULT 0 NOT NULL,
	"product" text,
	"terms_id" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"btn_text" text,
	"btn_link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_name" text NOT NULL,
	"property_type" text NOT NULL,
	"star" smallint DEFAULT 0 NOT NULL,
	"address" text NOT NULL,
	"lat" text NOT NULL,
	"lng" text NOT NULL,
	"city_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"bedrooms" smallint DEFAULT 1 NOT NULL,
	"beds" smallint DEFAULT 1 NOT NULL,
	"bathrooms" smallint DEFAULT 1 NOT NULL,
	"pay_at_villa" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"tag_villa" text,
	"fee_percent" smallint DEFAULT 0 NOT NULL,
	"min_h_booking" smallint DEFAULT 0 NOT NULL,
	"min_night" smallint DEFAULT 1 NOT NULL,
	"is_multiple" boolean DEFAULT false NOT NULL,
	"is_referral" boolean DEFAULT false NOT NULL,
	"dp_multiple_booking" smallint DEFAULT 50 NOT NULL,
	"promo_percent" smallint DEFAULT 0 NOT NULL,
	"description_id" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"access_bus" boolean DEFAULT false NOT NULL,
	"access_car" boolean DEFAULT false NOT NULL,
	"access_bike" boolean DEFAULT false NOT NULL,
	"access_walk" boolean DEFAULT false NOT NULL,
	"access_wheel" boolean DEFAULT false NOT NULL,
	"accessibility_description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_star_range" CHECK ("properties"."star" between 0 and 5),
	CONSTRAINT "properties_capacity_positive" CHECK ("properties"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_facilities" (
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "property_facilities_property_id_facility_id_pk" PRIMARY KEY("property_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"file" text NOT NULL,
	"category" text NOT NULL,
	"caption_id" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_languages" (
	"property_id" integer NOT NULL,
	"country_id" text NOT NULL,
	"name_country" text NOT NULL,
	CONSTRAINT "property_languages_property_id_country_id_pk" PRIMARY KEY("property_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "property_rules" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"checkin_first" text,
	"checkin_second" text,
	"checkout_first" text,
	"checkout_second" text,
	"day_cancel" smallint,
	"refund_percent" smallint,
	"no_smoking" boolean DEFAULT false NOT NULL,
	"no_pet" boolean DEFAULT false NOT NULL,
	"no_party" boolean DEFAULT false NOT NULL,
	"other_rules_id" text DEFAULT '' NOT NULL,
	"other_rules_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrer_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"promo_percent" smallint NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"source_reservation_id" integer,
	"used_reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"qty" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "reservation_lines_qty_positive" CHECK ("reservation_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text,
	"user_id" integer,
	"property_id" integer NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"nights" smallint NOT NULL,
	"guest_count" smallint NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_id_number" text DEFAULT '' NOT NULL,
	"guest_address" text DEFAULT '' NOT NULL,
	"special_request" text DEFAULT '' NOT NULL,
	"hour_arrival" text DEFAULT '14:00' NOT NULL,
	"lang" text DEFAULT 'id' NOT NULL,
	"order_from" text DEFAULT 'web' NOT NULL,
	"payment_option" smallint DEFAULT 0 NOT NULL,
	"payment_method" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_text" text,
	"status_pay" smallint DEFAULT 0 NOT NULL,
	"sub_total" integer NOT NULL,
	"promo_percent" smallint DEFAULT 0 NOT NULL,
	"promo_amount" integer DEFAULT 0 NOT NULL,
	"voucher_code" text,
	"voucher_amount" integer DEFAULT 0 NOT NULL,
	"referral_code" text,
	"referral_amount" integer DEFAULT 0 NOT NULL,
	"referrer_promo_id" integer,
	"referrer_promo_amount" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"unique_code" smallint NOT NULL,
	"total" integer NOT NULL,
	"dp_amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_total_non_negative" CHECK ("reservations"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"outlet_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_desc" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"promo_price" integer DEFAULT 0 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reservation_type" text NOT NULL,
	"order_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"cleanliness" smallint NOT NULL,
	"comfort" smallint NOT NULL,
	"food" smallint NOT NULL,
	"location" smallint NOT NULL,
	"service" smallint NOT NULL,
	"review" text NOT NULL,
	"review_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ratings_range" CHECK ("reviews"."cleanliness" between 1 and 10 and "reviews"."comfort" between 1 and 10 and "reviews"."food" between 1 and 10 and "reviews"."location" between 1 and 10 and "reviews"."service" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"price" integer NOT NULL,
	"units_total" smallint NOT NULL,
	"units_booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_inventory_room_id_stay_date_pk" PRIMARY KEY("room_id","stay_date"),
	CONSTRAINT "room_inventory_units_valid" CHECK ("room_inventory"."units_booked" >= 0 and "room_inventory"."units_booked" <= "room_inventory"."units_total"),
	CONSTRAINT "room_inventory_price_positive" CHECK ("room_inventory"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"image" text NOT NULL,
	"min_night" smallint DEFAULT 1 NOT NULL,
	"is_promo" boolean DEFAULT false NOT NULL,
	"promo_percent" smallint DEFAULT 0 NOT NULL,
	"promo_name" text
);
--> statement-breakpoint
CREATE TABLE "top_up_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"provider_id" integer,
	"group_type" text,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nominal" integer,
	"active_period" text,
	"price" integer NOT NULL,
	"admin_fee" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_up_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"logo" text NOT NULL,
	"number_prefixes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_up_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"product_id" integer NOT NULL,
	"category" text NOT NULL,
	"phone_number" text,
	"pln_number" text,
	"pln_token" text,
	"game_id" text,
	"emoney_account" text,
	"admin_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_transactions_refId_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_code" text DEFAULT '+62' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"referral_code" text NOT NULL,
	"status_register" smallint DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"lang" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"reservation_id" integer,
	"long_stay_reservation_id" integer,
	"user_id" integer,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_id" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text,
	"value" smallint DEFAULT 0 NOT NULL,
	"nominal" integer DEFAULT 0 NOT NULL,
	"quota" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"show_on_home" boolean DEFAULT false NOT NULL,
	"terms_id" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_quota_valid" CHECK ("vouchers"."used_count" >= 0 and "vouchers"."used_count" <= "vouchers"."quota")
);
--> statement-breakpoint
ALTER TABLE "attraction_images" ADD CONSTRAINT "attraction_images_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_stay_prices" ADD CONSTRAINT "long_stay_prices_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_stay_reservations" ADD CONSTRAINT "long_stay_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_stay_reservations" ADD CONSTRAINT "long_stay_reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_stay_reservations" ADD CONSTRAINT "long_stay_reservations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_marketplaces" ADD CONSTRAINT "outlet_marketplaces_outlet_id_restaurant_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."restaurant_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_languages" ADD CONSTRAINT "property_languages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rules" ADD CONSTRAINT "property_rules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_promos" ADD CONSTRAINT "referrer_promos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_outlets" ADD CONSTRAINT "restaurant_outlets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_product_images" ADD CONSTRAINT "restaurant_product_images_product_id_restaurant_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."restaurant_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_product_types" ADD CONSTRAINT "restaurant_product_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_type_id_restaurant_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."restaurant_product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_products" ADD CONSTRAINT "top_up_products_provider_id_top_up_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."top_up_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD CONSTRAINT "top_up_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD CONSTRAINT "top_up_transactions_product_id_top_up_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."top_up_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_promo_event_id_promo_events_id_fk" FOREIGN KEY ("promo_event_id") REFERENCES "public"."promo_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_long_stay_reservation_id_long_stay_reservations_id_fk" FOREIGN KEY ("long_stay_reservation_id") REFERENCES "public"."long_stay_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_images_attraction_idx" ON "attraction_images" USING btree ("attraction_id");--> statement-breakpoint
CREATE INDEX "event_schedules_event_idx" ON "event_schedules" USING btree ("event_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "long_stay_prices_room_type_idx" ON "long_stay_prices" USING btree ("room_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "long_stay_reservations_order_id_idx" ON "long_stay_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "long_stay_reservations_user_idx" ON "long_stay_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","sort");--> statement-breakpoint
CREATE INDEX "referrer_promos_user_idx" ON "referrer_promos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_order_id_idx" ON "reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_idx" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_expiry_idx" ON "reservations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "restaurant_products_type_idx" ON "restaurant_products" USING btree ("restaurant_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_idx" ON "reviews" USING btree ("order_id",lower("email"),"reservation_type");--> statement-breakpoint
CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "room_inventory_date_idx" ON "room_inventory" USING btree ("stay_date","room_id");--> statement-breakpoint
CREATE INDEX "rooms_property_idx" ON "rooms" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rooms_capacity_idx" ON "rooms" USING btree ("capacity","property_id");--> statement-breakpoint
CREATE INDEX "top_up_products_category_idx" ON "top_up_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "top_up_transactions_user_idx" ON "top_up_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_claims_once_idx" ON "voucher_claims" USING btree ("promo_event_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree (upper("code"));