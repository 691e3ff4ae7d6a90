ALTER TABLE "solicitud_baja_marketing" DROP CONSTRAINT "solicitud_baja_origen_check";--> statement-breakpoint
ALTER TABLE "correo_saliente" ADD COLUMN "enlace_baja" text;--> statement-breakpoint
ALTER TABLE "solicitud_baja_marketing" ADD CONSTRAINT "solicitud_baja_origen_check" CHECK ("solicitud_baja_marketing"."origen" in ('FORMULARIO', 'ENLACE', 'UN_CLIC'));