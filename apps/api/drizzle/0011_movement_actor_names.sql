-- Decision 0045: the log names every staff actor by their full name. Sign-ins, sign-outs and the
-- profile's own changes used to store the e-mail (or the bare id when the user was not found); those
-- entries take the full name of the user their id names, and their search text follows. The
-- append-only trigger is lifted for this one statement, on purpose, and restored in the same
-- transaction; no other column and no other entry changes.
ALTER TABLE "movimiento" DISABLE TRIGGER "movimiento_no_update_delete";--> statement-breakpoint
UPDATE "movimiento" AS m
SET
  "usuario" = left(u."nombres" || ' ' || u."apellidos", 150),
  "busqueda" = lower(
    left(u."nombres" || ' ' || u."apellidos", 150) || ' ' || m."accion" || ' ' ||
    to_char(m."fecha" AT TIME ZONE 'America/Lima', 'DD/MM/YYYY HH24:MI')
  )
FROM "usuario" AS u
WHERE u."id_usuario" = m."id_usuario"
  AND (m."usuario" LIKE '%@%' OR m."usuario" ~ '^[0-9]+$');--> statement-breakpoint
ALTER TABLE "movimiento" ENABLE TRIGGER "movimiento_no_update_delete";
