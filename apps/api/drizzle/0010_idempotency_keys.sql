CREATE TABLE "idempotency_key" (
	"scope" varchar(80) NOT NULL,
	"clave" varchar(100) NOT NULL,
	"ruta" varchar(300) NOT NULL,
	"huella" varchar(100) NOT NULL,
	"estado" integer,
	"cuerpo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_scope_clave_pk" PRIMARY KEY("scope","clave")
);
--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key" USING btree ("created_at");