-- Issue 10: accessories unique by name among active ones and versioned; registered clients and leads
-- searched in the database (pg_trgm, created by 0001 in "public"); a lead's origin, asesor, first
-- response, outcome and timeline.
CREATE TABLE "interesado_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_interesado" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nota" text,
	"id_usuario" integer,
	"id_usuario_destino" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interesado_evento_tipo_check" CHECK ("interesado_evento"."tipo" in ('CREADO', 'ASIGNADO', 'CONTACTO_WHATSAPP', 'CONTACTO_TELEFONO', 'ATENDIDO', 'PENDIENTE', 'CERRADO', 'NOTA'))
);
--> statement-breakpoint
DROP INDEX "accesorio_nombre_unique";--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "origen" varchar(10) DEFAULT 'WEB' NOT NULL;--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "id_usuario_asignado" integer;--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "fecha_primera_respuesta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "resultado" varchar(10);--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "motivo_perdida" varchar(30);--> statement-breakpoint
ALTER TABLE "interesado" ADD COLUMN "fecha_cierre" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accesorio" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "interesado_evento" ADD CONSTRAINT "interesado_evento_id_interesado_interesado_id_interesado_fk" FOREIGN KEY ("id_interesado") REFERENCES "interesado"("id_interesado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interesado_evento" ADD CONSTRAINT "interesado_evento_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interesado_evento" ADD CONSTRAINT "interesado_evento_id_usuario_destino_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_destino") REFERENCES "usuario"("id_usuario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interesado_evento_lead_idx" ON "interesado_evento" USING btree ("id_interesado","fecha");--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_id_usuario_asignado_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_asignado") REFERENCES "usuario"("id_usuario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cliente_nombres_trgm" ON "cliente" USING gin (lower("nombres") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_apellidos_trgm" ON "cliente" USING gin (lower("apellidos") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_correo_trgm" ON "cliente" USING gin (lower("correo") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_dni_trgm" ON "cliente" USING gin ("dni" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_celular_trgm" ON "cliente" USING gin ("celular" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_fecha_idx" ON "cliente" USING btree ("fecha_reg","id_cliente");--> statement-breakpoint
CREATE INDEX "interesado_estado_fecha_idx" ON "interesado" USING btree ("estado","fecha_reg");--> statement-breakpoint
CREATE INDEX "interesado_asignado_fecha_idx" ON "interesado" USING btree ("id_usuario_asignado","fecha_reg");--> statement-breakpoint
CREATE INDEX "interesado_nombre_trgm" ON "interesado" USING gin (lower("nombre_completo") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interesado_correo_trgm" ON "interesado" USING gin (lower("correo") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interesado_dni_trgm" ON "interesado" USING gin ("dni" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interesado_celular_trgm" ON "interesado" USING gin ("celular" public.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "accesorio_nombre_activo_unique" ON "accesorio" USING btree (lower("nombre")) WHERE "accesorio"."estado";--> statement-breakpoint
CREATE INDEX "accesorio_nombre_idx" ON "accesorio" USING btree (lower("nombre"));--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_origen_check" CHECK ("interesado"."origen" in ('WEB', 'TELEFONO', 'TIENDA'));--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_resultado_check" CHECK ("interesado"."resultado" is null or "interesado"."resultado" in ('VENDIDO', 'PERDIDO'));--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_motivo_check" CHECK ("interesado"."motivo_perdida" is null or "interesado"."motivo_perdida" in ('PRECIO', 'FINANCIAMIENTO', 'COMPRO_EN_OTRO_LUGAR', 'SIN_RESPUESTA', 'OTRO'));