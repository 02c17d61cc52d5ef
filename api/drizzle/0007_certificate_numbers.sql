-- Every enrolment carries its own certificate code, so that each holder's certificate number is unique
-- (TMS-{course id}-{code}) instead of the course id every student of a course shares.
-- The code is a bijection of the enrolment id onto 30 bits (an odd-multiplier affine step and two
-- xor-shifts, each invertible modulo 2^30), written as six Crockford base-32 characters: two enrolments
-- never share a code, a holder's code never changes, and consecutive enrolments do not read as a sequence.
-- A stored generated column fills itself on every insert, whichever code path enrols, and adding it
-- backfills every existing enrolment.
CREATE FUNCTION "certificate_code"("enrolment_id" integer) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  x bigint := enrolment_id::bigint % 1073741824;
  code text := '';
BEGIN
  x := (x * 689715917 + 364321163) % 1073741824;
  x := x # (x >> 13);
  x := (x * 1013904223) % 1073741824;
  x := x # (x >> 16);
  FOR i IN 1..6 LOOP
    code := substr(alphabet, (x % 32)::integer + 1, 1) || code;
    x := x >> 5;
  END LOOP;
  RETURN code;
END
$$;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "certificate_code" text GENERATED ALWAYS AS ("certificate_code"("id")) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_certificate_code_key" ON "enrolments" USING btree ("certificate_code");
