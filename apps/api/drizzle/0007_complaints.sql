-- The good (producto o servicio) is asked but optional: the rules' minimum is name, document, address or
-- e-mail, date and detail (D.S. 011-2011-PCM, Anexo I; docs/decisions/0027).
ALTER TABLE "complaint" DROP CONSTRAINT "complaint_bien_check";--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "tipo_bien" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_bien_check" CHECK ("complaint"."tipo_bien" is null or "complaint"."tipo_bien" in ('PRODUCTO', 'SERVICIO'));