ALTER TABLE "sell_offer" DROP CONSTRAINT "sell_offer_status_check";--> statement-breakpoint
ALTER TABLE "correo_saliente" ADD COLUMN "responder_a" text;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_status_check" CHECK ("sell_offer"."status" in ('NUEVA', 'CONTACTADA', 'DESCARTADA', 'COMPRADA', 'CANCELADA'));