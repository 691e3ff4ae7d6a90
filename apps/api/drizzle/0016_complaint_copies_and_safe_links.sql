CREATE TABLE "complaint_copy_count" (
	"destinatario_hash" varchar(64) NOT NULL,
	"dia" date NOT NULL,
	"copias" integer NOT NULL,
	CONSTRAINT "complaint_copy_count_destinatario_hash_dia_pk" PRIMARY KEY("destinatario_hash","dia")
);
--> statement-breakpoint
CREATE INDEX "complaint_copy_count_dia_idx" ON "complaint_copy_count" USING btree ("dia");--> statement-breakpoint
-- Issue 23: only http(s) links are stored in the site settings; a javascript:, data: or other link saved before is dropped.
UPDATE "site_settings" SET "facebook_url" = NULL WHERE "facebook_url" !~* '^https?://';--> statement-breakpoint
UPDATE "site_settings" SET "instagram_url" = NULL WHERE "instagram_url" !~* '^https?://';--> statement-breakpoint
UPDATE "site_settings" SET "tiktok_url" = NULL WHERE "tiktok_url" !~* '^https?://';--> statement-breakpoint
UPDATE "site_settings" SET "youtube_url" = NULL WHERE "youtube_url" !~* '^https?://';--> statement-breakpoint
UPDATE "site_settings" SET "oficinas" = (
	SELECT jsonb_agg(CASE WHEN o ->> 'mapaUrl' !~* '^https?://' THEN jsonb_set(o, '{mapaUrl}', 'null'::jsonb) ELSE o END ORDER BY i)
	FROM jsonb_array_elements("oficinas") WITH ORDINALITY AS e(o, i)
) WHERE jsonb_typeof("oficinas") = 'array' AND jsonb_array_length("oficinas") > 0;
