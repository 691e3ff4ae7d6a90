-- Decision 0018: the movements log gains its detail, its search text and is made append-only.
-- pg_trgm (trusted since PostgreSQL 13; bundled with PGlite) serves the substring search. It goes to
-- "public" so every schema that runs this migration (the tests isolate themselves in schemas) finds
-- its operator class; two concurrent first runs may race on creating it, which is harmless.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "movimiento" DROP CONSTRAINT "movimiento_id_usuario_usuario_id_usuario_fk";
--> statement-breakpoint
DROP INDEX "movimiento_fecha_idx";--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "codigo" varchar(40);--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "entidad" varchar(30);--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "id_entidad" integer;--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "objetivo" varchar(200);--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "cambios" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "movimiento" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "movimiento" ADD CONSTRAINT "movimiento_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimiento_usuario_fecha_idx" ON "movimiento" USING btree ("id_usuario","fecha","id_log");--> statement-breakpoint
CREATE INDEX "movimiento_codigo_fecha_idx" ON "movimiento" USING btree ("codigo","fecha","id_log");--> statement-breakpoint
CREATE INDEX "movimiento_busqueda_idx" ON "movimiento" USING gin ("busqueda" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movimiento_fecha_idx" ON "movimiento" USING btree ("fecha","id_log");--> statement-breakpoint
-- Rows written before this migration: their search text and, for the known sentences, their code.
UPDATE "movimiento" SET
  "busqueda" = lower("usuario" || ' ' || "accion" || ' ' || to_char("fecha" AT TIME ZONE 'America/Lima', 'DD/MM/YYYY HH24:MI')),
  "codigo" = CASE
    WHEN "accion" = 'Inicio de sesión' THEN 'auth.login'
    WHEN "accion" = 'Intento de inicio de sesión fallido' THEN 'auth.loginFailed'
    WHEN "accion" = 'Intento de inicio de sesión de un usuario inactivo' THEN 'auth.loginInactive'
    WHEN "accion" = 'Cierre de sesión' THEN 'auth.logout'
    WHEN "accion" LIKE 'Reutilización de un token%' THEN 'auth.tokenReuse'
    WHEN "accion" = 'Actualizó su perfil' THEN 'profile.update'
    WHEN "accion" = 'Actualizó los ajustes del sitio' THEN 'settings.update'
    WHEN "accion" LIKE 'Registró el automóvil%' OR "accion" LIKE 'Registró el vehículo%' THEN 'vehicle.create'
    WHEN "accion" LIKE 'Actualizó el automóvil%' OR "accion" LIKE 'Actualizó el precio del vehículo%' THEN 'vehicle.update'
    WHEN "accion" LIKE 'Marcó como%' OR "accion" LIKE 'Cambió el estado del vehículo%' THEN 'vehicle.status'
    WHEN "accion" LIKE 'Eliminó el automóvil%' THEN 'vehicle.archive'
    WHEN "accion" LIKE 'Restauró el automóvil%' THEN 'vehicle.restore'
    WHEN "accion" LIKE 'Registró al usuario%' THEN 'user.create'
    WHEN "accion" LIKE 'Desactivó al usuario%' THEN 'user.deactivate'
    WHEN "accion" LIKE 'Atendió al cliente interesado%' THEN 'interested.attend'
    WHEN "accion" LIKE 'Cambió la oferta de venta%' THEN 'sellOffer.status'
    WHEN "accion" LIKE 'Respondió el reclamo%' THEN 'complaint.answer'
  END;--> statement-breakpoint
-- Append-only: the database itself refuses to change or remove an entry, whoever asks.
CREATE FUNCTION "movimiento_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El registro de movimientos no se puede modificar ni eliminar (movimiento is append-only: % refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "movimiento_no_update_delete" BEFORE UPDATE OR DELETE ON "movimiento"
  FOR EACH ROW EXECUTE FUNCTION "movimiento_append_only"();--> statement-breakpoint
CREATE TRIGGER "movimiento_no_truncate" BEFORE TRUNCATE ON "movimiento"
  FOR EACH STATEMENT EXECUTE FUNCTION "movimiento_append_only"();
