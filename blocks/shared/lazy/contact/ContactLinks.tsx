import { useTranslation } from 'react-i18next';
import { useProfileSummary } from '../../../../src/api/lazy/profile-summary';
import { usePageContext } from '../../../../src/app/block-kit';
import { localizedPath, type Locale } from '../../../../src/engine';
import { contactActions, type ContactActions, type ContactTarget } from '../../../../src/engine/lazy/attendee-contact';
import { teamChatLink } from '../../../../src/engine/lazy/social-links';
import '../../buttons.css';
import './contact-links.css';

/** The attendee reached out to: who the rules look at, and what the links need. */
export type ContactAttendee = ContactTarget & { attendeeId: string; displayName: string };

export interface ContactLinksProps {
  attendee: ContactAttendee;
  /** Smaller links, for a catalogue card. */
  compact?: boolean;
}

interface ContactLink {
  action: keyof ContactActions;
  href: string;
  /** Leaves the site (a new window is said in the name). */
  external?: boolean;
}

const text = (name: string) => `translate.base.attendee-contact.${name}`;

/** Where each action leads (spec 2 §2): the inbox's new conversation, a new meeting, the email and team-chat addresses. */
function linksOf(actions: ContactActions, attendee: ContactAttendee, locale: Locale): ContactLink[] {
  const key = encodeURIComponent(attendee.attendeeId);
  const email = attendee.email ?? '';
  const candidates: ContactLink[] = [
    { action: 'sendMessage', href: localizedPath(locale, `/user/inbox?toRegKey=${key}&isNew=true`) },
    { action: 'bookMeeting', href: localizedPath(locale, `/meetings/schedule?attendeeId=${key}`) },
    { action: 'sendEmail', href: `mailto:${email}` },
    { action: 'teamChat', href: teamChatLink(email)?.href ?? '', external: true },
  ];
  return candidates.filter((link) => actions[link.action]);
}

/**
 * Send message, book meeting, send email and the team-chat link of an attendee (spec 1 §2, §6), as `contactActions`
 * allows them: only a signed-in viewer in the attendee directory (their profile summary says), to someone available
 * for meetings who is not themselves. Each link names the attendee, since a catalogue shows several.
 */
export function ContactLinks({ attendee, compact = false }: ContactLinksProps) {
  const { user, scopes, settings, locale } = usePageContext();
  const summary = useProfileSummary(user?.id ?? null);
  if (!user || !summary.data) return null;
  const actions = contactActions({ id: user.id, scopes, attendeeDirectory: summary.data.attendeeDirectory }, attendee, settings.features);
  const links = linksOf(actions, attendee, locale);
  if (links.length === 0) return null;
  return (
    <ul className={`contact-links${compact ? ' contact-links--compact' : ''}`}>
      {links.map((link) => (
        <li key={link.action}>
          <ContactLinkItem link={link} name={attendee.displayName} />
        </li>
      ))}
    </ul>
  );
}

/** One link, its name saying whom it reaches (and, leaving the site, that it opens a new window). */
function ContactLinkItem({ link, name }: { link: ContactLink; name: string }) {
  const { t } = useTranslation();
  const named = t(text(`${link.action}.named`), { name });
  const leaving = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a
      className="block-button block-button--secondary contact-links__link"
      href={link.href}
      aria-label={link.external ? `${named} ${t('translate.base.blocks.shared.opens-new-window')}` : named}
      {...leaving}
    >
      {t(text(link.action))}
    </a>
  );
}
