-- Decision 0040 (docs/decisions/0040-lead-sale-flow.md): an asesor's sale awaits a manager (resultado POR_CONFIRMAR),
-- the loss reason 'vendido a otro cliente', the sale's timeline events, and the buyer and lead on the sale record.
ALTER TABLE "interesado" DROP CONSTRAINT "interesado_resultado_check";--> statement-breakpoint
ALTER TABLE "interesado" DROP CONSTRAINT "interesado_motivo_check";--> statement-breakpoint
ALTER TABLE "interesado_evento" DROP CONSTRAINT "interesado_evento_tipo_check";--> statement-breakpoint
ALTER TABLE "interesado" ALTER COLUMN "resultado" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD COLUMN "id_cliente" integer;--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD COLUMN "id_interesado" integer;--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD CONSTRAINT "vehicle_status_history_id_cliente_cliente_id_cliente_fk" FOREIGN KEY ("id_cliente") REFERENCES "cliente"("id_cliente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_status_history_cliente_idx" ON "vehicle_status_history" USING btree ("id_cliente");--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_resultado_check" CHECK ("interesado"."resultado" is null or "interesado"."resultado" in ('VENDIDO', 'PERDIDO', 'POR_CONFIRMAR'));--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_motivo_check" CHECK ("interesado"."motivo_perdida" is null or "interesado"."motivo_perdida" in ('PRECIO', 'FINANCIAMIENTO', 'COMPRO_EN_OTRO_LUGAR', 'SIN_RESPUESTA', 'OTRO', 'VENDIDO_A_OTRO'));--> statement-breakpoint
ALTER TABLE "interesado_evento" ADD CONSTRAINT "interesado_evento_tipo_check" CHECK ("interesado_evento"."tipo" in ('CREADO', 'ASIGNADO', 'CONTACTO_WHATSAPP', 'CONTACTO_TELEFONO', 'ATENDIDO', 'PENDIENTE', 'CERRADO', 'NOTA', 'VENTA_POR_CONFIRMAR', 'VENTA_CONFIRMADA', 'VENTA_RECHAZADA'));