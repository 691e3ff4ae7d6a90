-- Issue 11 (decision 0024): the reports find a vehicle's latest status change by reading this index
-- backwards; the id breaks ties between changes at the same instant.
DROP INDEX "vehicle_status_history_auto_idx";--> statement-breakpoint
CREATE INDEX "vehicle_status_history_auto_idx" ON "vehicle_status_history" USING btree ("id_auto","changed_at","id");