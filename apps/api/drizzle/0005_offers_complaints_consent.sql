CREATE TABLE "complaint_book_counter" (
	"codigo_libro" varchar(20) NOT NULL,
	"anio" smallint NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "complaint_book_counter_codigo_libro_anio_pk" PRIMARY KEY("codigo_libro","anio")
);
--> statement-breakpoint
CREATE TABLE "feriado" (
	"fecha" date PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"creado_en" timestamp with time zone,
	"id_usuario_crea" integer
);
--> statement-breakpoint
CREATE TABLE "consentimiento" (
	"id" serial PRIMARY KEY NOT NULL,
	"formulario" varchar(20) NOT NULL,
	"referencia_tipo" varchar(40),
	"referencia_id" integer,
	"correo" varchar(150),
	"documento" varchar(15),
	"acepta_privacidad" boolean NOT NULL,
	"acepta_marketing" boolean NOT NULL,
	"version_politica" varchar(20) NOT NULL,
	"texto" text NOT NULL,
	"ip" varchar(64),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consentimiento_formulario_check" CHECK ("consentimiento"."formulario" in ('INTERES', 'VENTA_AUTO', 'RECLAMO', 'BAJA_MARKETING'))
);
--> statement-breakpoint
CREATE TABLE "solicitud_baja_marketing" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" varchar(150) NOT NULL,
	"dni" varchar(8),
	"origen" varchar(12) NOT NULL,
	"estado" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"ip" varchar(64),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"atendido_en" timestamp with time zone,
	"id_usuario_atiende" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "solicitud_baja_origen_check" CHECK ("solicitud_baja_marketing"."origen" in ('FORMULARIO', 'ENLACE')),
	CONSTRAINT "solicitud_baja_estado_check" CHECK ("solicitud_baja_marketing"."estado" in ('PENDIENTE', 'ATENDIDA'))
);
--> statement-breakpoint
CREATE TABLE "sell_offer_foto" (
	"id_foto" serial PRIMARY KEY NOT NULL,
	"id_oferta" integer NOT NULL,
	"imagen" varchar(200) NOT NULL,
	"posicion" varchar(20) DEFAULT 'OTRA' NOT NULL,
	"orden" smallint NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	CONSTRAINT "sell_offer_foto_orden_check" CHECK ("sell_offer_foto"."orden" between 0 and 9),
	CONSTRAINT "sell_offer_foto_posicion_check" CHECK ("sell_offer_foto"."posicion" in ('FRENTE', 'POSTERIOR', 'LATERAL_IZQUIERDO', 'LATERAL_DERECHO', 'INTERIOR', 'ODOMETRO', 'OTRA'))
);
--> statement-breakpoint
ALTER TABLE "complaint" DROP CONSTRAINT "complaint_codigo_unique";--> statement-breakpoint
ALTER TABLE "complaint" DROP CONSTRAINT "complaint_estado_check";--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "codigo" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "domicilio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "telefono" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "correo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "monto_reclamado" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "descripcion_bien" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "pedido" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "codigo_libro" varchar(20);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "anio" smallint;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "correlativo" integer;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "razon_social" varchar(150);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "ruc" varchar(11);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "establecimiento" varchar(250);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "menor_edad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "apoderado_tipo_documento" varchar(10);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "apoderado_nro_documento" varchar(15);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "apoderado_domicilio" varchar(250);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "apoderado_telefono" varchar(15);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "apoderado_correo" varchar(150);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "moneda" varchar(3);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "tipo_original" varchar(10);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "acepta_consumidor" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "canal_respuesta" varchar(10) DEFAULT 'CORREO' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "fecha_limite" date;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "copia_enviada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "respuesta_canal" varchar(10);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "respuesta_comunicada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "motivo_reclasificacion" text;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "reclasificado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "id_usuario_reclasifica" integer;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "codigo" varchar(20);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "placa" varchar(7);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "version_modelo" varchar(120);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "transmision" varchar(30);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "combustible" varchar(30);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "color" varchar(40);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "numero_duenos" smallint;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "tiene_accidentes" boolean;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "nota_accidentes" text;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "tiene_deudas" boolean;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "nota_deudas" text;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "sede_inspeccion" varchar(20);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "fecha_inspeccion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "id_auto" integer;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "id_cliente" integer;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD COLUMN "id_usuario_actualiza" integer;--> statement-breakpoint
ALTER TABLE "feriado" ADD CONSTRAINT "feriado_id_usuario_crea_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_crea") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_baja_marketing" ADD CONSTRAINT "solicitud_baja_marketing_id_usuario_atiende_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_atiende") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_offer_foto" ADD CONSTRAINT "sell_offer_foto_id_oferta_sell_offer_id_fk" FOREIGN KEY ("id_oferta") REFERENCES "sell_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consentimiento_correo_idx" ON "consentimiento" USING btree (lower("correo"),"creado_en");--> statement-breakpoint
CREATE INDEX "consentimiento_referencia_idx" ON "consentimiento" USING btree ("referencia_tipo","referencia_id");--> statement-breakpoint
CREATE INDEX "solicitud_baja_estado_idx" ON "solicitud_baja_marketing" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_offer_foto_imagen_unique" ON "sell_offer_foto" USING btree ("id_oferta","imagen");--> statement-breakpoint
CREATE INDEX "sell_offer_foto_orden_idx" ON "sell_offer_foto" USING btree ("id_oferta","orden");--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_id_usuario_reclasifica_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_reclasifica") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_id_cliente_cliente_id_cliente_fk" FOREIGN KEY ("id_cliente") REFERENCES "cliente"("id_cliente") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_id_usuario_actualiza_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_actualiza") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Peruvian national public holidays (D. Leg. 713 and later laws); an administrator adds the next years.
INSERT INTO "feriado" ("fecha", "nombre") VALUES
	('2025-01-01', 'Año Nuevo'),
	('2025-04-17', 'Jueves Santo'),
	('2025-04-18', 'Viernes Santo'),
	('2025-05-01', 'Día del Trabajo'),
	('2025-06-07', 'Batalla de Arica y Día de la Bandera'),
	('2025-06-29', 'San Pedro y San Pablo'),
	('2025-07-23', 'Día de la Fuerza Aérea del Perú'),
	('2025-07-28', 'Fiestas Patrias'),
	('2025-07-29', 'Fiestas Patrias'),
	('2025-08-06', 'Batalla de Junín'),
	('2025-08-30', 'Santa Rosa de Lima'),
	('2025-10-08', 'Combate de Angamos'),
	('2025-11-01', 'Día de Todos los Santos'),
	('2025-12-08', 'Inmaculada Concepción'),
	('2025-12-09', 'Batalla de Ayacucho'),
	('2025-12-25', 'Navidad'),
	('2026-01-01', 'Año Nuevo'),
	('2026-04-02', 'Jueves Santo'),
	('2026-04-03', 'Viernes Santo'),
	('2026-05-01', 'Día del Trabajo'),
	('2026-06-07', 'Batalla de Arica y Día de la Bandera'),
	('2026-06-29', 'San Pedro y San Pablo'),
	('2026-07-23', 'Día de la Fuerza Aérea del Perú'),
	('2026-07-28', 'Fiestas Patrias'),
	('2026-07-29', 'Fiestas Patrias'),
	('2026-08-06', 'Batalla de Junín'),
	('2026-08-30', 'Santa Rosa de Lima'),
	('2026-10-08', 'Combate de Angamos'),
	('2026-11-01', 'Día de Todos los Santos'),
	('2026-12-08', 'Inmaculada Concepción'),
	('2026-12-09', 'Batalla de Ayacucho'),
	('2026-12-25', 'Navidad'),
	('2027-01-01', 'Año Nuevo'),
	('2027-03-25', 'Jueves Santo'),
	('2027-03-26', 'Viernes Santo'),
	('2027-05-01', 'Día del Trabajo'),
	('2027-06-07', 'Batalla de Arica y Día de la Bandera'),
	('2027-06-29', 'San Pedro y San Pablo'),
	('2027-07-23', 'Día de la Fuerza Aérea del Perú'),
	('2027-07-28', 'Fiestas Patrias'),
	('2027-07-29', 'Fiestas Patrias'),
	('2027-08-06', 'Batalla de Junín'),
	('2027-08-30', 'Santa Rosa de Lima'),
	('2027-10-08', 'Combate de Angamos'),
	('2027-11-01', 'Día de Todos los Santos'),
	('2027-12-08', 'Inmaculada Concepción'),
	('2027-12-09', 'Batalla de Ayacucho'),
	('2027-12-25', 'Navidad');
--> statement-breakpoint
-- Existing sheets join the virtual book 'WEB' with their per-year correlative in filing order, the
-- provider data of the site settings, and the 15-business-day deadline counted from the next day.
WITH numbered AS (
	SELECT "id",
		extract(year FROM "created_at" AT TIME ZONE 'America/Lima')::smallint AS y,
		row_number() OVER (
			PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'America/Lima')
			ORDER BY "created_at", "id"
		)::integer AS n
	FROM "complaint"
)
UPDATE "complaint" c SET
	"codigo_libro" = 'WEB',
	"anio" = numbered.y,
	"correlativo" = numbered.n,
	"codigo" = lpad(numbered.n::text, 9, '0') || '-' || numbered.y::text,
	"tipo_original" = c."tipo",
	"razon_social" = coalesce((SELECT "razon_social" FROM "site_settings" WHERE "id" = 1), 'MotorPlaza Perú S.A.C.'),
	"ruc" = coalesce((SELECT "ruc" FROM "site_settings" WHERE "id" = 1), '20612345671'),
	"establecimiento" = coalesce(
		(SELECT ("oficinas"->0->>'direccion') || ', ' || ("oficinas"->0->>'distrito') FROM "site_settings" WHERE "id" = 1),
		'Av. Javier Prado Este 1250, San Isidro, Lima'
	),
	"fecha_limite" = (
		SELECT d::date FROM generate_series(
			(c."created_at" AT TIME ZONE 'America/Lima')::date + 1,
			(c."created_at" AT TIME ZONE 'America/Lima')::date + 60,
			interval '1 day'
		) AS d
		WHERE extract(isodow FROM d) < 6 AND d::date NOT IN (SELECT "fecha" FROM "feriado")
		ORDER BY d OFFSET 14 LIMIT 1
	)
FROM numbered WHERE numbered."id" = c."id";
--> statement-breakpoint
INSERT INTO "complaint_book_counter" ("codigo_libro", "anio", "ultimo")
	SELECT "codigo_libro", "anio", max("correlativo") FROM "complaint" GROUP BY "codigo_libro", "anio";
--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "codigo_libro" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "anio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "correlativo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "razon_social" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "ruc" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "establecimiento" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "tipo_original" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "fecha_limite" SET NOT NULL;--> statement-breakpoint
UPDATE "complaint" SET "moneda" = 'PEN' WHERE "monto_reclamado" IS NOT NULL;--> statement-breakpoint
-- Existing offers get their reference: VA-<year of the offer in Lima>-<id with six digits>.
UPDATE "sell_offer" SET "codigo" = 'VA-' || extract(year FROM "created_at" AT TIME ZONE 'America/Lima')::text || '-' || lpad("id"::text, 6, '0');
--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_libro_correlativo_unique" ON "complaint" USING btree ("codigo_libro","anio","correlativo");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_codigo_unique" ON "complaint" USING btree ("codigo_libro","codigo");--> statement-breakpoint
CREATE INDEX "complaint_fecha_idx" ON "complaint" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaint_estado_limite_idx" ON "complaint" USING btree ("estado","fecha_limite");--> statement-breakpoint
CREATE INDEX "complaint_documento_idx" ON "complaint" USING btree ("nro_documento");--> statement-breakpoint
CREATE INDEX "complaint_nombre_trgm" ON "complaint" USING gin (lower("nombre_completo") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sell_offer_status_fecha_idx" ON "sell_offer" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sell_offer_fecha_idx" ON "sell_offer" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sell_offer_inspeccion_idx" ON "sell_offer" USING btree ("sede_inspeccion","fecha_inspeccion");--> statement-breakpoint
CREATE INDEX "sell_offer_nombre_trgm" ON "sell_offer" USING gin (lower("nombre_completo") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sell_offer_vehiculo_trgm" ON "sell_offer" USING gin (lower("marca" || ' ' || "modelo") public.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_codigo_unique" UNIQUE("codigo");--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_tipo_original_check" CHECK ("complaint"."tipo_original" in ('RECLAMO', 'QUEJA'));--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_moneda_check" CHECK ("complaint"."moneda" is null or "complaint"."moneda" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_canal_check" CHECK ("complaint"."canal_respuesta" in ('CORREO', 'CARTA'));--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_respuesta_canal_check" CHECK ("complaint"."respuesta_canal" is null or "complaint"."respuesta_canal" in ('CORREO', 'CARTA'));--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_contacto_check" CHECK ("complaint"."domicilio" is not null or "complaint"."correo" is not null);--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_correlativo_check" CHECK ("complaint"."correlativo" > 0);--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_estado_check" CHECK ("complaint"."estado" in ('PENDIENTE', 'EN_ATENCION', 'RESPONDIDO'));--> statement-breakpoint
ALTER TABLE "sell_offer" ADD CONSTRAINT "sell_offer_sede_check" CHECK ("sell_offer"."sede_inspeccion" is null or "sell_offer"."sede_inspeccion" in ('SAN_ISIDRO', 'SURCO'));