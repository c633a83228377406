import type { SessionAnswer } from '../../../../../src/api/lazy/catalogue-items';
import { sessionAnswerFor, type Audience } from '../../../../../src/engine/lazy/session-answer';
import { session } from '../../../../../tests/engine/catalogue-search/builders';
import { ada, brk101, grace } from '../../../../testing/catalogue-samples';

const at = (time: string) => `2027-03-09T${time}:00-08:00`;

/** The moment the stories of live sessions are shown at (a server testing date). */
export const STORY_MOMENT = at('10:00');

/** Sessions live at the story moment, with their speakers (Ada and Grace, as a session answer names them). */
const LIVE = [
  {
    session: session({
      sessionId: 'key100',
      sessionCode: 'KEY100',
      title: 'Opening keynote: the next decade of cloud',
      description: 'Where platforms, AI and developer tools are heading, with live demos.',
      sessionType: { logicalValue: 'keynote', displayValue: 'Keynote' },
      startDateTime: at('09:00'),
      endDateTime: at('10:30'),
      durationInMinutes: 90,
      deliveryTypes: ['In-Person', 'Digital'],
      liveStream: 'https://stream.example.com/live/KEY100',
      speakerIds: [ada.speakerId, grace.speakerId],
    }),
    speakers: brk101.speakers,
  },
  {
    session: session({
      sessionId: 'brk210',
      sessionCode: 'BRK210',
      title: 'Observability for busy teams',
      description: 'Traces, metrics and logs that answer questions instead of raising them.',
      startDateTime: at('09:30'),
      endDateTime: at('10:30'),
      deliveryTypes: ['In-Person', 'Digital'],
      liveStream: 'https://stream.example.com/live/BRK210',
    }),
    speakers: [],
  },
  {
    session: session({
      sessionId: 'lab320',
      sessionCode: 'LAB320',
      title: 'Hands-on: securing your supply chain',
      sessionType: { logicalValue: 'lab', displayValue: 'Hands-on lab' },
      startDateTime: at('09:45'),
      endDateTime: at('11:00'),
      durationInMinutes: 75,
      deliveryTypes: ['In-Person'],
    }),
    speakers: [],
  },
];

/** The live sessions as the search API answers `audience`. */
export const liveSessionsFor = (audience: Audience): SessionAnswer[] => LIVE.map(({ session: live, speakers }) => sessionAnswerFor(live, speakers, audience));

/** The live sessions as a signed-in visitor receives them. */
export const liveSessions = liveSessionsFor('signed-in');
