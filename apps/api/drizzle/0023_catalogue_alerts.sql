CREATE TABLE "alerta" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" varchar(150) NOT NULL,
	"consulta" varchar(1000) NOT NULL,
	"resumen" varchar(1200) NOT NULL,
	"marcas" text[] DEFAULT '{}'::text[] NOT NULL,
	"estado" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"confirmado_en" timestamp with time zone,
	CONSTRAINT "alerta_estado_check" CHECK ("alerta"."estado" in ('PENDIENTE', 'ACTIVA'))
);
--> statement-breakpoint
CREATE TABLE "alerta_coincidencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_alerta" integer NOT NULL,
	"id_auto" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"precio_anterior" integer,
	"precio_nuevo" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"id_correo" integer,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "alerta_coincidencia_tipo_check" CHECK ("alerta_coincidencia"."tipo" in ('NUEVO', 'BAJA'))
);
--> statement-breakpoint
CREATE TABLE "alerta_envio" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" varchar(150) NOT NULL,
	"dia" varchar(10) NOT NULL,
	"id_correo" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventario_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_auto" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"precio_anterior" integer,
	"precio_nuevo" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_evento_tipo_check" CHECK ("inventario_evento"."tipo" in ('PUBLICADO', 'BAJA'))
);
--> statement-breakpoint
ALTER TABLE "consentimiento" DROP CONSTRAINT "consentimiento_formulario_check";--> statement-breakpoint
ALTER TABLE "alerta_coincidencia" ADD CONSTRAINT "alerta_coincidencia_id_alerta_alerta_id_fk" FOREIGN KEY ("id_alerta") REFERENCES "alerta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_coincidencia" ADD CONSTRAINT "alerta_coincidencia_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_coincidencia" ADD CONSTRAINT "alerta_coincidencia_id_correo_correo_saliente_id_fk" FOREIGN KEY ("id_correo") REFERENCES "correo_saliente"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_envio" ADD CONSTRAINT "alerta_envio_id_correo_correo_saliente_id_fk" FOREIGN KEY ("id_correo") REFERENCES "correo_saliente"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_evento" ADD CONSTRAINT "inventario_evento_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_correo_consulta_idx" ON "alerta" USING btree (lower("correo"),"consulta");--> statement-breakpoint
CREATE INDEX "alerta_estado_idx" ON "alerta" USING btree ("estado","vence_en");--> statement-breakpoint
CREATE INDEX "alerta_marcas_idx" ON "alerta" USING gin ("marcas");--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_coincidencia_nuevo_idx" ON "alerta_coincidencia" USING btree ("id_alerta","id_auto") WHERE "alerta_coincidencia"."tipo" = 'NUEVO';--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_coincidencia_baja_idx" ON "alerta_coincidencia" USING btree ("id_alerta","id_auto","precio_nuevo") WHERE "alerta_coincidencia"."tipo" = 'BAJA';--> statement-breakpoint
CREATE INDEX "alerta_coincidencia_pendiente_idx" ON "alerta_coincidencia" USING btree ("id_alerta") WHERE "alerta_coincidencia"."enviado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_envio_correo_dia_idx" ON "alerta_envio" USING btree (lower("correo"),"dia");--> statement-breakpoint
ALTER TABLE "consentimiento" ADD CONSTRAINT "consentimiento_formulario_check" CHECK ("consentimiento"."formulario" in ('INTERES', 'VENTA_AUTO', 'RECLAMO', 'BAJA_MARKETING', 'ALERTA', 'BAJA_ALERTA'));