CREATE TABLE "w9_forms" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"business_name" text,
	"tax_classification" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"tin_type" text NOT NULL,
	"tin_encrypted" text NOT NULL,
	"tin_last4" text NOT NULL,
	"certified_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "w9_forms_tax_classification_check" CHECK ("w9_forms"."tax_classification" in ('individual')),
	CONSTRAINT "w9_forms_state_check" CHECK ("w9_forms"."state" in ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY')),
	CONSTRAINT "w9_forms_tin_type_check" CHECK ("w9_forms"."tin_type" in ('ssn', 'itin')),
	CONSTRAINT "w9_forms_tin_last4_digits" CHECK ("w9_forms"."tin_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "w9_forms_tin_encrypted_shape" CHECK ("w9_forms"."tin_encrypted" like 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "w9_forms" ADD CONSTRAINT "w9_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;