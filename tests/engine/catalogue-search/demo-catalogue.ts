import { createCatalogueIndex } from '../../../server/catalogue/search/catalogue-index';
import { catalogue, session, speaker } from './builders';

export const TIME_ZONE = 'America/Los_Angeles';

/** A small programme with one story per session; times are Seattle times in March 2027 (UTC-8). */
export const sessions = [
  session({
    sessionId: 's1',
    sessionCode: 'BRK101',
    title: 'Kubernetes at scale',
    topics: ['Cloud|Containers'],
    sessionLevel: '300',
    products: ['AKS'],
    speakerIds: ['ada'],
    startDateTime: '2027-03-09T09:00:00-08:00',
    endDateTime: '2027-03-09T10:00:00-08:00',
  }),
  session({
    sessionId: 's2',
    sessionCode: 'BRK101-R1',
    title: 'Kubernetes at scale',
    topics: ['Cloud|Containers'],
    sessionLevel: '300',
    speakerIds: ['ada'],
    startDateTime: '2027-03-10T14:00:00-08:00',
    endDateTime: '2027-03-10T15:00:00-08:00',
  }),
  session({
    sessionId: 's3',
    sessionCode: 'LAB200',
    title: 'Serverless functions hands-on',
    topics: ['Cloud|Serverless'],
    sessionLevel: '200',
    sessionType: { logicalValue: 'lab', displayValue: 'Hands-on Lab' },
    // Late evening in Seattle is already the next day in UTC.
    startDateTime: '2027-03-09T23:30:00-08:00',
    endDateTime: '2027-03-10T00:30:00-08:00',
    capacity: 30,
    rsvpOpensAt: '2027-03-01T00:00:00-08:00',
    rsvpClosesAt: '2027-03-09T22:00:00-08:00',
  }),
  session({
    sessionId: 's4',
    sessionCode: 'THR300',
    title: 'Data lake design with node.js',
    description: 'Ingest, store and query a lake of events.',
    topics: ['Data|Lakes'],
    sessionLevel: '100',
    sessionType: { logicalValue: 'theater', displayValue: 'Theater' },
    deliveryTypes: ['Digital'],
    willBeRecorded: false,
    startDateTime: '2027-03-10T11:00:00-08:00',
    endDateTime: '2027-03-10T11:20:00-08:00',
  }),
  session({
    sessionId: 's5',
    sessionCode: 'KEY001',
    title: '开场主题演讲：云原生的未来',
    description: 'Scale, speed and what comes next.',
    sessionLanguage: 'zh-CN',
    topics: ['Cloud'],
    sessionLevel: '100',
    sessionType: { logicalValue: 'keynote', displayValue: 'Keynote' },
    startDateTime: '2027-03-09T08:00:00-08:00',
    endDateTime: '2027-03-09T09:00:00-08:00',
  }),
  session({
    sessionId: 's6',
    sessionCode: 'ODM001',
    title: 'データベース入門',
    sessionLanguage: 'ja-JP',
    topics: ['Data'],
    sessionLevel: '200',
    sessionType: { logicalValue: 'ondemand', displayValue: 'On-demand' },
    startDateTime: null,
    endDateTime: null,
    onDemand: [{ url: 'https://video.example.com/odm001' }],
  }),
  session({
    sessionId: 's7',
    sessionCode: 'BRK400',
    title: 'Advanced C# patterns',
    topics: ['Developer|Languages|C#'],
    sessionLevel: '400',
    startDateTime: '2027-03-11T09:00:00-08:00',
    endDateTime: '2027-03-11T10:00:00-08:00',
  }),
];

export const speakers = [speaker({ speakerId: 'ada', displayName: 'Ada Lovelace' })];

export const demoIndex = () => createCatalogueIndex(catalogue({ sessions, speakers }), { timeZone: TIME_ZONE });

/** Before the event: nothing live yet. */
export const BEFORE = new Date('2027-03-01T12:00:00-08:00');
