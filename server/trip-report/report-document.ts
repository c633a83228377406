import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { languageTag, uses12HourClock, type Locale } from '../../src/engine';
import type { Session, SessionLink } from '../../schemas/generated/session';
import type { StoredAppointment } from '../appointments/repository';
import type { ServerTexts } from '../translations/server-texts';
import type { TripReportData, TripReportMeeting } from './report-data';

export interface TripReportOptions {
  programName: string;
  /** Who the report is for. */
  userName: string;
  /** The event's zone: the times of sessions, meetings and appointments are written in it. */
  timeZone: string;
  locale: Locale;
  /** The site's configured origin, for links to session pages. */
  publicUrl: string;
  now: Date;
  t: ServerTexts;
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1) => new Paragraph({ text, heading: level });
const line = (text: string) => new Paragraph({ text });
const link = (text: string, url: string) => new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(', ');

/** A section: its heading, then its paragraphs or, when there are none, the text saying so. */
const section = (title: string, paragraphs: Paragraph[], empty: string) => [heading(title), ...(paragraphs.length > 0 ? paragraphs : [line(empty)])];

function timeRange(start: Date, end: Date, options: TripReportOptions): string {
  const format = new Intl.DateTimeFormat(languageTag(options.locale), {
    timeZone: options.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: uses12HourClock(options.locale),
  });
  return format.formatRange(start, end);
}

const sessionTimes = (session: Session, options: TripReportOptions): string | null =>
  session.startDateTime && session.endDateTime ? timeRange(new Date(session.startDateTime), new Date(session.endDateTime), options) : null;

/** A detail of an item, or what stands for one it has not got. */
type Detail = string | null | undefined | false;

/** An item's details, one a line, leaving out those it has not got. */
const detailLines = (details: Detail[]) => details.filter((detail): detail is string => typeof detail === 'string' && detail !== '').map(line);

const item = (title: string, details: Detail[]) => [heading(title, HeadingLevel.HEADING_2), ...detailLines(details)];

function scheduleParagraphs(data: TripReportData, options: TripReportOptions): Paragraph[] {
  const { t, publicUrl, locale } = options;
  return data.sessions.flatMap(({ session, speakers }) => {
    const url = `${publicUrl.replace(/\/+$/, '')}/${locale}/sessions/${encodeURIComponent(session.sessionCode)}`;
    return [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [link(session.title, url)] }),
      ...detailLines([
        sessionTimes(session, options),
        session.location && t('translate.base.trip-report.location', { location: session.location }),
        speakers.length > 0 && t('translate.base.trip-report.speakers', { names: speakers.map((speaker) => speaker.displayName).join(', ') }),
      ]),
    ];
  });
}

function meetingParagraphs(meetings: TripReportMeeting[], options: TripReportOptions): Paragraph[] {
  const { t } = options;
  return meetings.flatMap((meeting) =>
    item(meeting.subject, [
      timeRange(meeting.startsAt, meeting.endsAt, options),
      t('translate.base.trip-report.location', { location: joined(meeting.meetingLocation, meeting.area) }),
      meeting.organiser !== '' && t('translate.base.trip-report.organiser', { name: meeting.organiser }),
      meeting.participants.length > 0 && t('translate.base.trip-report.participants', { names: meeting.participants.join(', ') }),
    ]),
  );
}

function appointmentParagraphs(appointments: StoredAppointment[], options: TripReportOptions): Paragraph[] {
  const { t } = options;
  return appointments.flatMap((appointment) =>
    item(appointment.name, [
      t(`translate.base.trip-report.appointment-type.${appointment.appointmentType}`),
      timeRange(appointment.startsAt, appointment.endsAt, options),
      appointment.location && t('translate.base.trip-report.location', { location: appointment.location }),
    ]),
  );
}

function resourceParagraphs(data: TripReportData, t: ServerTexts): Paragraph[] {
  return data.sessions.flatMap(({ session }) => {
    const links: SessionLink[] = [
      ...(session.slideDeck ? [{ label: t('translate.base.trip-report.slide-deck'), link: session.slideDeck }] : []),
      ...session.relatedResources,
      ...session.sessionLinks,
    ];
    if (links.length === 0) return [];
    return [heading(session.title, HeadingLevel.HEADING_2), ...links.map((resource) => new Paragraph({ bullet: { level: 0 }, children: [link(resource.label, resource.link)] }))];
  });
}

const bullets = (texts: string[]) => texts.map((text) => new Paragraph({ text, bullet: { level: 0 } }));

/**
 * The trip report (spec 1 §1): schedule, meetings, appointments, favorite attendees, speakers and exhibitors, and the
 * resources of the sessions attended, in the user's language, as a Word document.
 */
export function tripReportDocument(data: TripReportData, options: TripReportOptions): Promise<Buffer> {
  const { t } = options;
  const date = new Intl.DateTimeFormat(languageTag(options.locale), { dateStyle: 'long', timeZone: options.timeZone }).format(options.now);
  const title = t('translate.base.trip-report.title', { programName: options.programName });
  const noneSaved = t('translate.base.trip-report.none-saved');
  const hasTimes = data.sessions.length + data.meetings.length + data.appointments.length > 0;
  const document = new Document({
    title,
    creator: options.programName,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
          line(t('translate.base.trip-report.prepared-for', { name: options.userName, date })),
          ...(hasTimes ? [line(t('translate.base.trip-report.times-in-zone', { timeZone: options.timeZone }))] : []),
          ...section(t('translate.base.trip-report.schedule'), scheduleParagraphs(data, options), t('translate.base.trip-report.schedule-empty')),
          ...section(t('translate.base.trip-report.meetings'), meetingParagraphs(data.meetings, options), t('translate.base.trip-report.meetings-empty')),
          ...section(t('translate.base.trip-report.appointments'), appointmentParagraphs(data.appointments, options), t('translate.base.trip-report.appointments-empty')),
          ...section(t('translate.base.trip-report.attendees'), bullets(data.attendees.map((person) => joined(person.displayName, person.jobTitle, person.company))), noneSaved),
          ...section(t('translate.base.trip-report.speakers-heading'), bullets(data.speakers.map((person) => joined(person.displayName, person.company))), noneSaved),
          ...section(t('translate.base.trip-report.exhibitors'), bullets(data.companies.map((company) => joined(company.name, company.booth))), noneSaved),
          ...section(t('translate.base.trip-report.resources'), resourceParagraphs(data, t), t('translate.base.trip-report.resources-empty')),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
