-- Webhook deliveries get ids like every other resource (decisions §3: prefixed, sorting by creation
-- time): whd_ and 26 Crockford base32 characters. They were numbered by one sequence shared by
-- every organization, so two of a tenant's own delivery numbers told it how many deliveries all
-- the other tenants had been sent in between.

-- `n` as `width` Crockford base32 digits (0-9, A-Z without I, L, O, U), most significant first:
-- the alphabet of ULIDs, whose digits sort as the numbers do.
CREATE FUNCTION crockford_base32(n bigint, width int) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((n >> (5 * (width - 1 - i))) & 31)::int + 1, 1), '' ORDER BY i)
  FROM generate_series(0, width - 1) AS i
$$;

-- A delivery id as the event fan-out writes them, several in one statement: the time in
-- milliseconds (10 digits, as a ULID's), then the row's place among its tenant's rows of the
-- statement (4 digits), so that they sort in the order it wrote them, then 60 random bits (12 digits).
-- newId("whd") writes the others, with a ULID's time and randomness.
CREATE FUNCTION webhook_delivery_id(p_at timestamptz, p_ordinal bigint) RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT 'whd_' || crockford_base32(floor(extract(epoch FROM p_at) * 1000)::bigint, 10)
      || crockford_base32(p_ordinal, 4)
      || crockford_base32(floor(random() * 1073741824)::bigint, 6)
      || crockford_base32(floor(random() * 1073741824)::bigint, 6)
$$;

-- A delivery's latest attempts are read newest first, and no further (WebhookDelivery.attempts).
DROP INDEX "webhook_attempts_organization_id_delivery_id_idx";

-- A delivery made before keeps its number, as digits after whd_: it sorts before every new id,
-- as it was made before them.
ALTER TABLE "webhook_attempts" ALTER COLUMN "delivery_id" SET DATA TYPE TEXT USING 'whd_' || lpad("delivery_id"::text, 26, '0');

ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey",
ALTER COLUMN "id" DROP DEFAULT,
ALTER COLUMN "id" SET DATA TYPE TEXT USING 'whd_' || lpad("id"::text, 26, '0'),
ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("organization_id", "id");
DROP SEQUENCE "webhook_deliveries_id_seq";

-- The answers Idempotency-Keys keep for redeliverWebhookDelivery and sendTestWebhookEvent name a
-- delivery by its number: a replay names it by its new id (the rest of the stored text is kept).
UPDATE "idempotency_records"
SET "response_body" = '{"id":"whd_' || lpad(substring("response_body" FROM '^\{"id":"([0-9]+)"'), 26, '0') || '"'
                      || substring("response_body" FROM '^\{"id":"[0-9]+"(.*)$')
WHERE "operation" IN ('webhookDeliveries.redeliver', 'webhookEndpoints.sendTestEvent')
  AND "response_body" ~ '^\{"id":"[0-9]+"';

CREATE INDEX "webhook_attempts_organization_id_delivery_id_attempt_idx" ON "webhook_attempts"("organization_id", "delivery_id", "attempt");
