-- The staff vehicle list pages, sorts and searches in the database (docs/decisions/0034): an index per
-- order of a status's non-archived vehicles, one for the archived ones, and a trigram index over the
-- searched text (pg_trgm, created by 0001 in "public").
CREATE INDEX "automovil_lista_fecha_idx" ON "automovil" USING btree ("estado_des","fecha_ing","id_auto") WHERE "automovil"."archivado_en" is null;--> statement-breakpoint
CREATE INDEX "automovil_lista_precio_idx" ON "automovil" USING btree ("estado_des",coalesce("ultimo_precio_compra", "precio_compra"),"id_auto") WHERE "automovil"."archivado_en" is null;--> statement-breakpoint
CREATE INDEX "automovil_archivado_idx" ON "automovil" USING btree ("archivado_en","id_auto") WHERE "automovil"."archivado_en" is not null;--> statement-breakpoint
CREATE INDEX "automovil_busqueda_trgm" ON "automovil" USING gin (("marca" || ' ' || "modelo" || ' ' || coalesce("placa", '')) public.gin_trgm_ops) WHERE "automovil"."archivado_en" is null;