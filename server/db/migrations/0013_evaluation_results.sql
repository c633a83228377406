CREATE TABLE "evaluation_answers" (
	"submission_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"session_id" text,
	"attendee_type" text,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"score" double precision,
	CONSTRAINT "evaluation_answers_submission_id_question_id_position_pk" PRIMARY KEY("submission_id","question_id","position")
);
--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_submission_id_evaluation_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."evaluation_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_answers_question_idx" ON "evaluation_answers" USING btree ("form_key","question_id","submission_id");--> statement-breakpoint
CREATE INDEX "evaluation_submissions_results_idx" ON "evaluation_submissions" USING btree ("form_key","id");--> statement-breakpoint
-- A submission's answers as evaluation_answers rows: each value of each response, numbered from 1 within its
-- response, blank texts left out (an answer of only blanks answered nothing).
CREATE FUNCTION evaluation_answer_rows(s evaluation_submissions)
RETURNS TABLE (question_id text, "position" integer, value text, score double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT r."evaluationQuestionId", v.position::integer, v.value, v.score
  FROM jsonb_to_recordset(s.responses) AS r("evaluationQuestionId" text, "evaluationResponseValues" jsonb)
  CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(r."evaluationResponseValues") AS ("value" text, "scoreValue" double precision)) WITH ORDINALITY AS v(value, score, position)
  WHERE btrim(v.value) <> ''
$$;
--> statement-breakpoint
-- Kept by the database, once per inserting statement: a submission inserted any way (the API, an import, a test's
-- bulk insert) is counted; a second answer to one question in one submission (which the API refuses) is not.
CREATE FUNCTION evaluation_answers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO evaluation_answers (submission_id, form_key, session_id, attendee_type, question_id, "position", value, score)
  SELECT s.id, s.form_key, s.session_id, s.attendee_type, a.question_id, a."position", a.value, a.score
  FROM added s CROSS JOIN LATERAL evaluation_answer_rows(s) a
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER evaluation_answers_added AFTER INSERT ON evaluation_submissions REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION evaluation_answers_added();
--> statement-breakpoint
INSERT INTO evaluation_answers (submission_id, form_key, session_id, attendee_type, question_id, "position", value, score)
SELECT s.id, s.form_key, s.session_id, s.attendee_type, a.question_id, a."position", a.value, a.score
FROM evaluation_submissions s CROSS JOIN LATERAL evaluation_answer_rows(s) a
ON CONFLICT DO NOTHING;
