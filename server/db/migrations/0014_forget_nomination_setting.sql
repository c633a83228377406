-- The roundtable nomination form is an evaluation form now (form key `nomination`, seeded and published like the
-- others); the site setting that held it before is read by nothing.
DELETE FROM "site_settings" WHERE "name" = 'roundtableNominationForm';
