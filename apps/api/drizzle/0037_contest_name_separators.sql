-- Contests named before the slate and the style had " · " between them read "<slate> Sprint $5.00":
-- they get the dot, as every contest made since ("<slate> · Sprint $5.00"). Only a name that is
-- exactly its slate's name, a space, a format name (a letter first, no dot or comma) and a price:
-- "<slate> - Sprint $5.00", "<slate> ·Sprint $5.00" and season or tournament names are left alone.
UPDATE "contests" AS c
SET "name" = s."name" || ' · ' || substr(c."name", length(s."name") + 2)
FROM "slates" AS s
WHERE s."id" = c."slate_id"
  AND left(c."name", length(s."name") + 1) = s."name" || ' '
  AND substr(c."name", length(s."name") + 2) ~ '^[A-Za-z][^·,]* \$[0-9][0-9,]*\.[0-9]{2}$'
  AND c."name" !~ '^NFL (Season|Tournament), ';
--> statement-breakpoint
-- Season and tournament contests read "NFL Season, Week 8 to Week 11 $10.00": the dot before the
-- price, as the contests made since ("NFL Season, Week 8 to Week 11 · $10.00").
UPDATE "contests"
SET "name" = regexp_replace("name", ' (\$[0-9][0-9,]*\.[0-9]{2})$', ' · \1')
WHERE "name" ~ '^NFL (Season|Tournament), .* \$[0-9][0-9,]*\.[0-9]{2}$'
  AND "name" !~ ' · \$[0-9][0-9,]*\.[0-9]{2}$';
