ALTER TABLE "interesado" DROP CONSTRAINT "interesado_origen_check";--> statement-breakpoint
ALTER TABLE "interesado" ALTER COLUMN "origen" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "interesado" ALTER COLUMN "origen" SET DEFAULT 'WEB';--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "financiamiento" jsonb DEFAULT '{"activo":true,"entidad":"Banco aliado","tea":0.139,"desgravamenMensual":0.00077,"seguroVehicularAnual":0.035,"inicialMinima":0.2,"anioMinimo":2015}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_origen_check" CHECK ("interesado"."origen" in ('WEB', 'TELEFONO', 'TIENDA', 'FINANCIAMIENTO', 'PRUEBA_MANEJO', 'PARTE_PAGO', 'ALERTA'));