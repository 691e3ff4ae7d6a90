CREATE TABLE "login_turn" (
	"correo" varchar(150) PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "debe_cambiar_contrasena" boolean DEFAULT false NOT NULL;