ALTER TABLE "sell_offer" DROP CONSTRAINT "sell_offer_status_check";--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "retenido_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "ip_origen" varchar(45);--> statement-breakpoint
CREATE INDEX "sell_offer_ip_fecha_idx" ON "sell_offer" USING btree ("ip_origen","created_at");--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_status_check" CHECK ("sell_offer"."status" in ('PENDIENTE', 'NUEVA', 'CONTACTADA', 'DESCARTADA', 'COMPRADA', 'CANCELADA', 'VENCIDA'));