CREATE TABLE "correo_saliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estado" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	"ultimo_error" varchar(200),
	"referencia_tipo" varchar(40),
	"referencia_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correo_saliente_estado_check" CHECK ("correo_saliente"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLIDO'))
);
--> statement-breakpoint
CREATE INDEX "correo_saliente_pendiente_idx" ON "correo_saliente" USING btree ("proximo_intento","id") WHERE "correo_saliente"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "correo_saliente_referencia_idx" ON "correo_saliente" USING btree ("referencia_tipo","referencia_id");