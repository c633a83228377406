-- An RSVP in one round trip (server/schedule/repository.ts `add`): the seat lock is held only while the database
-- works, not across the application's round trips, so adds to a popular session queue for microseconds, not for
-- milliseconds. Each statement of a volatile function reads the latest committed rows, so the status read after
-- the lock sees every add that committed before it.
CREATE FUNCTION schedule_add(p_user text, p_session text, p_capacity integer, p_waitlist_capacity integer, p_attendee_type text, p_seen jsonb)
RETURNS TABLE (outcome text, changed boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_scheduled integer := 0;
  v_waitlisted integer := 0;
  v_status text;
  v_place text;
BEGIN
  IF p_attendee_type IS NOT NULL AND EXISTS (SELECT 1 FROM mandatory_sessions WHERE session_id = p_session AND attendee_type = p_attendee_type) THEN
    RETURN QUERY SELECT 'mandatory'::text, false;
    RETURN;
  END IF;
  IF p_capacity IS NOT NULL THEN
    -- Locks the counters; the first time, counts the enrollments already there (a session that became capacity-controlled);
    -- once the row exists the count is skipped (the aggregate still yields the one row that meets the conflict).
    INSERT INTO session_seats (session_id, scheduled, waitlisted)
    SELECT p_session, count(*) FILTER (WHERE status IN ('scheduled', 'confirmed')), count(*) FILTER (WHERE status = 'waitlisted')
    FROM enrollments WHERE session_id = p_session AND NOT EXISTS (SELECT 1 FROM session_seats WHERE session_id = p_session)
    ON CONFLICT (session_id) DO UPDATE SET scheduled = session_seats.scheduled
    RETURNING scheduled, waitlisted INTO v_scheduled, v_waitlisted;
  END IF;
  SELECT status INTO v_status FROM enrollments WHERE user_id = p_user AND session_id = p_session;
  IF v_status IN ('scheduled', 'confirmed', 'waitlisted', 'nominated') THEN
    RETURN QUERY SELECT v_status, false;
    RETURN;
  END IF;
  v_place := CASE
    WHEN p_capacity IS NULL OR v_scheduled < p_capacity THEN 'scheduled'
    WHEN v_waitlisted < coalesce(p_waitlist_capacity, 0) THEN 'waitlisted'
  END;
  IF v_place IS NULL THEN
    RETURN QUERY SELECT 'full'::text, false;
    RETURN;
  END IF;
  INSERT INTO enrollments (user_id, session_id, status, status_changed_at, seen_sequence, seen)
  VALUES (p_user, p_session, v_place, clock_timestamp(), coalesce((SELECT sequence FROM session_revisions WHERE session_id = p_session), 0), p_seen)
  ON CONFLICT (user_id, session_id) DO UPDATE
    SET status = excluded.status, status_changed_at = excluded.status_changed_at, seen_sequence = excluded.seen_sequence, seen = excluded.seen
    WHERE enrollments.status NOT IN ('scheduled', 'confirmed', 'waitlisted', 'nominated');
  IF NOT FOUND THEN
    -- Only without a seat lock: the caller's own simultaneous add got there first.
    SELECT status INTO v_status FROM enrollments WHERE user_id = p_user AND session_id = p_session;
    RETURN QUERY SELECT coalesce(v_status, v_place), false;
    RETURN;
  END IF;
  IF p_capacity IS NOT NULL AND v_place = 'scheduled' THEN
    UPDATE session_seats SET scheduled = scheduled + 1 WHERE session_id = p_session;
  ELSIF p_capacity IS NOT NULL THEN
    UPDATE session_seats SET waitlisted = waitlisted + 1 WHERE session_id = p_session;
  END IF;
  RETURN QUERY SELECT v_place, true;
END;
$$;
