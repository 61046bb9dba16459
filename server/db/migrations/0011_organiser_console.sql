CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replaced_ticket_codes" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"old_uuid" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer,
	"cause" text NOT NULL,
	"gate" text,
	"direction" text DEFAULT 'in' NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_refusals_cause_check" CHECK ("scan_refusals"."cause" in ('already_used', 'invalid', 'replaced', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "direction" text DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "method" text DEFAULT 'scan' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replaced_ticket_codes" ADD CONSTRAINT "replaced_ticket_codes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_refusals" ADD CONSTRAINT "scan_refusals_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_refusals" ADD CONSTRAINT "scan_refusals_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "replaced_ticket_codes_ticket_idx" ON "replaced_ticket_codes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "scan_refusals_created_idx" ON "scan_refusals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scan_refusals_ticket_idx" ON "scan_refusals" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "checkins_created_idx" ON "checkins" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_direction_check" CHECK ("checkins"."direction" in ('in', 'out'));--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_method_check" CHECK ("checkins"."method" in ('scan', 'manual'));