import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '../../../src/api/lazy/meetings';
import { usePageContext } from '../../../src/app/block-kit';
import { videoMeetingAvailability, type VideoMeetingWindow } from '../../../src/engine/lazy/meeting-video';
import { formatDateTime } from '../../../src/i18n/time-format';
import { httpUrl } from '../../shared/safe-url';
import { meetingText } from '../../shared/lazy/meetings/texts';

const MINUTE_MS = 60_000;

interface VideoJoinProps {
  meeting: Pick<Meeting, 'time' | 'endTime' | 'meetingUrl'>;
  joinWindow: VideoMeetingWindow;
  timeZone: string;
  /** A testing date the site is shown for: the state is the one at that moment, and no timer runs. */
  fixedNow: string | null;
}

/**
 * The join link of an online meeting (spec 2 §4): offered from the lead before the start until the trail after the
 * end. A timer wakes the component when that changes (videoMeetingAvailability says when), and again after a wait
 * longer than a timer takes; the change is announced.
 */
export function VideoJoin({ meeting, joinWindow, timeZone, fixedNow }: VideoJoinProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [now, setNow] = useState(() => Date.now());
  const moment = fixedNow === null ? now : Date.parse(fixedNow);
  const { state, recheckInMs } = videoMeetingAvailability(meeting, new Date(moment), joinWindow);
  useEffect(() => {
    if (fixedNow !== null || recheckInMs === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), recheckInMs);
    return () => clearTimeout(timer);
    // `now` too: a capped wait gives the same delay again, and must still set the next timer.
  }, [fixedNow, recheckInMs, now]);
  const joinUrl = httpUrl(meeting.meetingUrl ?? undefined);
  const opens = Date.parse(meeting.time) - joinWindow.leadMinutes * MINUTE_MS;
  return (
    <div className={`meeting-video meeting-video--${state}`} aria-live="polite">
      {state === 'early' && <p>{t(meetingText('video.early'), { time: formatDateTime(opens, { locale, timeZone }) })}</p>}
      {state === 'available-now' &&
        (joinUrl ? (
          <p>
            <a className="block-button block-button--primary" href={joinUrl} target="_blank" rel="noopener noreferrer">
              {t(meetingText('video.join'))}
            </a>
          </p>
        ) : (
          <p>{t(meetingText('video.no-link'))}</p>
        ))}
      {state === 'late' && <p>{t(meetingText('video.late'))}</p>}
    </div>
  );
}
