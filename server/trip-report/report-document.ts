import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { languageTag, uses12HourClock, type Locale } from '../../src/engine';
import type { Session, SessionLink } from '../../schemas/generated/session';
import type { ServerTexts } from '../translations/server-texts';
import type { TripReportData } from './report-data';

export interface TripReportOptions {
  programName: string;
  /** Who the report is for. */
  userName: string;
  /** The event's zone: session times are written in it. */
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

function sessionTimes(session: Session, options: TripReportOptions): string | null {
  if (!session.startDateTime || !session.endDateTime) return null;
  const format = new Intl.DateTimeFormat(languageTag(options.locale), {
    timeZone: options.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: uses12HourClock(options.locale),
  });
  return format.formatRange(new Date(session.startDateTime), new Date(session.endDateTime));
}

function scheduleParagraphs(data: TripReportData, options: TripReportOptions): Paragraph[] {
  const { t, publicUrl, locale } = options;
  return data.sessions.flatMap(({ session, speakers }) => {
    const url = `${publicUrl.replace(/\/+$/, '')}/${locale}/sessions/${encodeURIComponent(session.sessionCode)}`;
    const details = [sessionTimes(session, options), session.location && t('translate.base.trip-report.location', { location: session.location })];
    if (speakers.length > 0) details.push(t('translate.base.trip-report.speakers', { names: speakers.map((speaker) => speaker.displayName).join(', ') }));
    return [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [link(session.title, url)] }),
      ...details.filter((detail) => typeof detail === 'string' && detail !== '').map((detail) => line(detail as string)),
    ];
  });
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
 * The trip report (spec 1 §1): schedule, meetings, favorite attendees, speakers and exhibitors, and the resources of
 * the sessions attended, in the user's language, as a Word document.
 */
export function tripReportDocument(data: TripReportData, options: TripReportOptions): Promise<Buffer> {
  const { t } = options;
  const date = new Intl.DateTimeFormat(languageTag(options.locale), { dateStyle: 'long', timeZone: options.timeZone }).format(options.now);
  const title = t('translate.base.trip-report.title', { programName: options.programName });
  const noneSaved = t('translate.base.trip-report.none-saved');
  const document = new Document({
    title,
    creator: options.programName,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
          line(t('translate.base.trip-report.prepared-for', { name: options.userName, date })),
          ...section(t('translate.base.trip-report.schedule'), scheduleParagraphs(data, options), t('translate.base.trip-report.schedule-empty')),
          ...(data.sessions.length > 0 ? [line(t('translate.base.trip-report.times-in-zone', { timeZone: options.timeZone }))] : []),
          // Meetings join the schedule in a later issue: until then the section says there are none.
          ...section(t('translate.base.trip-report.meetings'), [], t('translate.base.trip-report.meetings-empty')),
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
