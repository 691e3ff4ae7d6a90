CREATE TABLE "vehicle_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_auto" integer NOT NULL,
	"precio_anterior" integer,
	"precio_nuevo" integer NOT NULL,
	"id_usuario" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_price_history_precio_check" CHECK ("vehicle_price_history"."precio_nuevo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_price_history" ADD CONSTRAINT "vehicle_price_history_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_history" ADD CONSTRAINT "vehicle_price_history_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_price_history_auto_idx" ON "vehicle_price_history" USING btree ("id_auto","changed_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_price_history_fecha_idx" ON "vehicle_price_history" USING btree ("changed_at","id");--> statement-breakpoint
INSERT INTO "vehicle_price_history" ("id_auto", "precio_anterior", "precio_nuevo", "changed_at") SELECT "id_auto", NULL, coalesce("ultimo_precio_compra", "precio_compra"), now() FROM "automovil";
