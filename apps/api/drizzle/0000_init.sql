CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" varchar(150) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"persistent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_token_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"id_cliente" serial PRIMARY KEY NOT NULL,
	"nombres" varchar(100) NOT NULL,
	"apellidos" varchar(100) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"ruc" varchar(11),
	"correo" varchar(150),
	"celular" varchar(9),
	"direccion" varchar(200),
	"fecha_reg" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cliente_dni_unique" UNIQUE("dni"),
	CONSTRAINT "cliente_dni_check" CHECK ("cliente"."dni" ~ '^[0-9]{8}$'),
	CONSTRAINT "cliente_ruc_check" CHECK ("cliente"."ruc" is null or "cliente"."ruc" ~ '^[0-9]{11}$'),
	CONSTRAINT "cliente_celular_check" CHECK ("cliente"."celular" is null or "cliente"."celular" ~ '^9[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "complaint" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"nombre_completo" varchar(150) NOT NULL,
	"tipo_documento" varchar(10) NOT NULL,
	"nro_documento" varchar(15) NOT NULL,
	"domicilio" varchar(250) NOT NULL,
	"telefono" varchar(15) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"apoderado" varchar(150),
	"tipo_bien" varchar(10) NOT NULL,
	"monto_reclamado" integer,
	"descripcion_bien" text NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"detalle" text NOT NULL,
	"pedido" text NOT NULL,
	"respuesta" text,
	"respondido_en" timestamp with time zone,
	"id_usuario_respuesta" integer,
	"estado" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "complaint_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "complaint_tipo_check" CHECK ("complaint"."tipo" in ('RECLAMO', 'QUEJA')),
	CONSTRAINT "complaint_bien_check" CHECK ("complaint"."tipo_bien" in ('PRODUCTO', 'SERVICIO')),
	CONSTRAINT "complaint_documento_check" CHECK ("complaint"."tipo_documento" in ('DNI', 'CE', 'PASAPORTE', 'RUC')),
	CONSTRAINT "complaint_estado_check" CHECK ("complaint"."estado" in ('PENDIENTE', 'RESPONDIDO'))
);
--> statement-breakpoint
CREATE TABLE "interesado" (
	"id_interesado" serial PRIMARY KEY NOT NULL,
	"nombre_completo" varchar(150) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"celular" varchar(9) NOT NULL,
	"id_auto" integer,
	"automovil" varchar(200) NOT NULL,
	"tag" varchar(30),
	"fecha_reg" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_cita" timestamp with time zone,
	"estado" boolean DEFAULT false NOT NULL,
	"comentarios" text,
	"id_usuario_atencion" integer,
	"fecha_atencion" timestamp with time zone,
	"consentimiento_privacidad" boolean NOT NULL,
	"consentimiento_marketing" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "interesado_privacidad_check" CHECK ("interesado"."consentimiento_privacidad")
);
--> statement-breakpoint
CREATE TABLE "sell_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre_completo" varchar(150) NOT NULL,
	"dni" varchar(8),
	"correo" varchar(150) NOT NULL,
	"celular" varchar(9) NOT NULL,
	"marca" varchar(50) NOT NULL,
	"modelo" varchar(80) NOT NULL,
	"anio" smallint NOT NULL,
	"kilometraje" integer NOT NULL,
	"precio_esperado" integer,
	"comentarios" text,
	"consentimiento_privacidad" boolean NOT NULL,
	"consentimiento_marketing" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'NUEVA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sell_offer_status_check" CHECK ("sell_offer"."status" in ('NUEVA', 'CONTACTADA', 'DESCARTADA', 'COMPRADA')),
	CONSTRAINT "sell_offer_privacidad_check" CHECK ("sell_offer"."consentimiento_privacidad"),
	CONSTRAINT "sell_offer_km_check" CHECK ("sell_offer"."kilometraje" >= 0)
);
--> statement-breakpoint
CREATE TABLE "movimiento" (
	"id_log" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"usuario" varchar(150) NOT NULL,
	"accion" text NOT NULL,
	"ip" varchar(64),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nombre_empresa" varchar(100) NOT NULL,
	"razon_social" varchar(150) NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"telefono" varchar(20) NOT NULL,
	"whatsapp" varchar(15) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"facebook_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"youtube_url" text,
	"horarios" jsonb NOT NULL,
	"oficinas" jsonb NOT NULL,
	"tipo_cambio" numeric(6, 3) NOT NULL,
	"mensaje_whatsapp" varchar(300) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_ruc_check" CHECK ("site_settings"."ruc" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "permiso" (
	"id_permiso" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(50) NOT NULL,
	"descripcion" text NOT NULL,
	CONSTRAINT "permiso_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"nombres" varchar(100) NOT NULL,
	"apellidos" varchar(100) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"celular" varchar(9) NOT NULL,
	"telefono" varchar(20),
	"direccion" varchar(200),
	"contrasena" text NOT NULL,
	"sw_genero" boolean DEFAULT true NOT NULL,
	"puesto" varchar(100),
	"fecha_nac" date,
	"foto" varchar(200),
	"estado" boolean DEFAULT true NOT NULL,
	"rol" varchar(10) NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "usuario_dni_unique" UNIQUE("dni"),
	CONSTRAINT "usuario_rol_check" CHECK ("usuario"."rol" in ('ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2')),
	CONSTRAINT "usuario_dni_check" CHECK ("usuario"."dni" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "usuario_permiso" (
	"id_usuario" integer NOT NULL,
	"id_permiso" integer NOT NULL,
	CONSTRAINT "usuario_permiso_id_usuario_id_permiso_pk" PRIMARY KEY("id_usuario","id_permiso")
);
--> statement-breakpoint
CREATE TABLE "accesorio" (
	"id_accesorio" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automovil" (
	"id_auto" serial PRIMARY KEY NOT NULL,
	"tag" varchar(30),
	"placa" varchar(10),
	"carroceria" varchar(50),
	"marca" varchar(50) NOT NULL,
	"modelo" varchar(80) NOT NULL,
	"version" varchar(120),
	"anio_fabricacion" integer NOT NULL,
	"anio_modelo" integer,
	"precio_compra" integer NOT NULL,
	"ultimo_precio_compra" integer,
	"precio_venta" integer,
	"traccion" varchar(30),
	"nro_puertas" smallint,
	"nro_cilindros" smallint,
	"cilindrada" integer,
	"locacion" varchar(100),
	"combustible" varchar(30),
	"transmision" varchar(30),
	"color" varchar(40),
	"adicionales" text,
	"servicios" text,
	"kilometraje" integer,
	"fecha_ing" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_ultima_mod" timestamp with time zone DEFAULT now() NOT NULL,
	"estado_des" varchar(20) DEFAULT 'DISPONIBLE' NOT NULL,
	"sw_facturable" boolean DEFAULT false NOT NULL,
	"sw_tres_filas" boolean DEFAULT false NOT NULL,
	"sw_piso" smallint DEFAULT 0 NOT NULL,
	"sw_revision" boolean DEFAULT false NOT NULL,
	"foto_principal" varchar(200),
	"cinta" varchar(40),
	"tipo_operacion" varchar(40),
	"fuente" varchar(60),
	"observacion" text,
	"observacion2" text,
	"fichatecnica" varchar(200),
	"id_propietario" integer,
	"archivado_en" timestamp with time zone,
	"archivado_por" integer,
	"version_registro" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "automovil_estado_check" CHECK ("automovil"."estado_des" in ('DISPONIBLE', 'VENDIDO', 'SELL IN', 'NO DISPONIBLE')),
	CONSTRAINT "automovil_sw_piso_check" CHECK ("automovil"."sw_piso" in (0, 1, 2)),
	CONSTRAINT "automovil_precio_check" CHECK ("automovil"."precio_compra" >= 0),
	CONSTRAINT "automovil_km_check" CHECK ("automovil"."kilometraje" is null or "automovil"."kilometraje" >= 0),
	CONSTRAINT "automovil_anio_check" CHECK ("automovil"."anio_fabricacion" between 1950 and 2100)
);
--> statement-breakpoint
CREATE TABLE "automovil_accesorio" (
	"id_auto" integer NOT NULL,
	"id_accesorio" integer NOT NULL,
	CONSTRAINT "automovil_accesorio_id_auto_id_accesorio_pk" PRIMARY KEY("id_auto","id_accesorio")
);
--> statement-breakpoint
CREATE TABLE "automovil_foto" (
	"id_foto" serial PRIMARY KEY NOT NULL,
	"id_auto" integer NOT NULL,
	"imagen" varchar(200) NOT NULL,
	"orden" smallint NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	CONSTRAINT "automovil_foto_orden_check" CHECK ("automovil_foto"."orden" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "vehicle_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_auto" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"id_usuario" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_status_history_to_check" CHECK ("vehicle_status_history"."to_status" in ('DISPONIBLE', 'VENDIDO', 'SELL IN', 'NO DISPONIBLE')),
	CONSTRAINT "vehicle_status_history_from_check" CHECK ("vehicle_status_history"."from_status" is null or "vehicle_status_history"."from_status" in ('DISPONIBLE', 'VENDIDO', 'SELL IN', 'NO DISPONIBLE'))
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_id_usuario_respuesta_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_respuesta") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interesado" ADD CONSTRAINT "interesado_id_usuario_atencion_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario_atencion") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento" ADD CONSTRAINT "movimiento_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_usuario_id_usuario_fk" FOREIGN KEY ("updated_by") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_permiso" ADD CONSTRAINT "usuario_permiso_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_permiso" ADD CONSTRAINT "usuario_permiso_id_permiso_permiso_id_permiso_fk" FOREIGN KEY ("id_permiso") REFERENCES "permiso"("id_permiso") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automovil" ADD CONSTRAINT "automovil_id_propietario_cliente_id_cliente_fk" FOREIGN KEY ("id_propietario") REFERENCES "cliente"("id_cliente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automovil" ADD CONSTRAINT "automovil_archivado_por_usuario_id_usuario_fk" FOREIGN KEY ("archivado_por") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automovil_accesorio" ADD CONSTRAINT "automovil_accesorio_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automovil_accesorio" ADD CONSTRAINT "automovil_accesorio_id_accesorio_accesorio_id_accesorio_fk" FOREIGN KEY ("id_accesorio") REFERENCES "accesorio"("id_accesorio") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automovil_foto" ADD CONSTRAINT "automovil_foto_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD CONSTRAINT "vehicle_status_history_id_auto_automovil_id_auto_fk" FOREIGN KEY ("id_auto") REFERENCES "automovil"("id_auto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD CONSTRAINT "vehicle_status_history_id_usuario_usuario_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "usuario"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempt_correo_idx" ON "login_attempt" USING btree ("correo","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_token_user_idx" ON "refresh_token" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "interesado_fecha_idx" ON "interesado" USING btree ("fecha_reg");--> statement-breakpoint
CREATE INDEX "movimiento_fecha_idx" ON "movimiento" USING btree ("fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_correo_unique" ON "usuario" USING btree (lower("correo"));--> statement-breakpoint
CREATE UNIQUE INDEX "accesorio_nombre_unique" ON "accesorio" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "automovil_placa_activa_unique" ON "automovil" USING btree (upper("placa")) WHERE "automovil"."archivado_en" is null and "automovil"."placa" is not null;--> statement-breakpoint
CREATE INDEX "automovil_estado_idx" ON "automovil" USING btree ("estado_des");--> statement-breakpoint
CREATE UNIQUE INDEX "automovil_foto_imagen_unique" ON "automovil_foto" USING btree ("id_auto","imagen");--> statement-breakpoint
CREATE INDEX "automovil_foto_orden_idx" ON "automovil_foto" USING btree ("id_auto","orden");--> statement-breakpoint
CREATE INDEX "vehicle_status_history_auto_idx" ON "vehicle_status_history" USING btree ("id_auto","changed_at");--> statement-breakpoint
CREATE INDEX "vehicle_status_history_to_idx" ON "vehicle_status_history" USING btree ("to_status","changed_at");