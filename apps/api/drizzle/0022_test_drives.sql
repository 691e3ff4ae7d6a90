CREATE TABLE "prueba_manejo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"id_auto" integer,
	"automovil" varchar(200) NOT NULL,
	"sede" varchar(20) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'PROGRAMADA' NOT NULL,
	"nombre_completo" varchar(150) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"celular" varchar(9) NOT NULL,
	"id_interesado" integer,
	"motivo" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario_actualiza" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "prueba_manejo_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "prueba_manejo_status_check" CHECK ("prueba_manejo"."status" in ('PROGRAMADA', 'CANCELADA', 'REALIZADA', 'NO_ASISTIO')),
	CONSTRAINT "prueba_manejo_sede_check" CHECK ("prueba_manejo"."sede" in ('SAN_ISIDRO', 'SURCO'))
);
--> statement-breakpoint
ALTER TABLE "interesado_evento" DROP CONSTRAINT "interesado_evento_tipo_check";--> statement-breakpoint
ALTER TABLE "prueba_manejo" ADD CONSTRAINT "prueba_manejo_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prueba_manejo" ADD CONSTRAINT "prueba_manejo_id_interesado_interesado_id_interesado_fk" FOREIGN KEY ("id_interesado") REFERENCES "interesado"("id_interesado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prueba_manejo" ADD CONSTRAINT "prueba_manejo_id_usuario_actualiza_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_actualiza") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prueba_manejo_slot_idx" ON "prueba_manejo" USING btree ("sede","inicio");--> statement-breakpoint
CREATE INDEX "prueba_manejo_auto_idx" ON "prueba_manejo" USING btree ("id_auto","inicio");--> statement-breakpoint
ALTER TABLE "interesado_evento" ADD CONSTRAINT "interesado_evento_tipo_check" CHECK ("interesado_evento"."tipo" in ('CREADO', 'ASIGNADO', 'CONTACTO_WHATSAPP', 'CONTACTO_TELEFONO', 'ATENDIDO', 'PENDIENTE', 'CERRADO', 'NOTA', 'VENTA_POR_CONFIRMAR', 'VENTA_CONFIRMADA', 'VENTA_RECHAZADA', 'PRUEBA_MANEJO'));