CREATE TABLE "gate_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gate" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer,
	"first_checkin_id" integer,
	CONSTRAINT "gate_conflicts_kind_check" CHECK ("gate_conflicts"."kind" in ('double_admission', 'revoked', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "checkins" SET "received_at" = "created_at";--> statement-breakpoint
ALTER TABLE "gate_conflicts" ADD CONSTRAINT "gate_conflicts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_conflicts" ADD CONSTRAINT "gate_conflicts_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_conflicts" ADD CONSTRAINT "gate_conflicts_first_checkin_id_checkins_id_fk" FOREIGN KEY ("first_checkin_id") REFERENCES "public"."checkins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_conflicts_nonce_key" ON "gate_conflicts" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "gate_conflicts_received_idx" ON "gate_conflicts" USING btree ("received_at");