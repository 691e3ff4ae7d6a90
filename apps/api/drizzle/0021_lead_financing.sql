CREATE TABLE "interesado_financiamiento" (
	"id_interesado" integer PRIMARY KEY NOT NULL,
	"entidad" varchar(80) NOT NULL,
	"precio_usd" integer NOT NULL,
	"tipo_cambio" numeric(6, 3) NOT NULL,
	"precio_soles" numeric(14, 2) NOT NULL,
	"inicial" numeric(14, 2) NOT NULL,
	"plazo" integer NOT NULL,
	"cuota_mensual" numeric(14, 2) NOT NULL,
	"tea" numeric(10, 8) NOT NULL,
	"tcea" numeric(10, 8) NOT NULL,
	"intereses_totales" numeric(14, 2) NOT NULL,
	"rango_ingresos" varchar(20) NOT NULL,
	"tipo_empleo" varchar(20) NOT NULL,
	CONSTRAINT "interesado_financiamiento_plazo_check" CHECK ("interesado_financiamiento"."plazo" between 12 and 60),
	CONSTRAINT "interesado_financiamiento_ingresos_check" CHECK ("interesado_financiamiento"."rango_ingresos" in ('HASTA_2000', 'DE_2001_4000', 'DE_4001_7000', 'DE_7001_12000', 'MAS_12000')),
	CONSTRAINT "interesado_financiamiento_empleo_check" CHECK ("interesado_financiamiento"."tipo_empleo" in ('DEPENDIENTE', 'INDEPENDIENTE', 'EMPRESARIO', 'JUBILADO', 'OTRO'))
);
--> statement-breakpoint
ALTER TABLE "interesado_financiamiento" ADD CONSTRAINT "interesado_financiamiento_id_interesado_interesado_id_interesado_fk" FOREIGN KEY ("id_interesado") REFERENCES "interesado"("id_interesado") ON DELETE cascade ON UPDATE no action;