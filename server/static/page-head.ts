import type { FastifyRequest } from 'fastify';
import {
  companyPath,
  DEFAULT_LOCALE,
  isTranslationKey,
  languageTag,
  LOCALES,
  localizedPath,
  pageTitle,
  sessionPath,
  speakerPath,
  type Environment,
} from '../../src/engine';
import { canSeeSessionLocation } from '../../src/engine/lazy/session-location';
import { siteConference } from '../catalogue/import/site-conference';
import type { PageDocumentCache } from '../content/document-cache';
import { visiblePageMeta } from '../content/page-meta';
import type { PageHead } from '../html/head-tags';
import type { PageService } from '../pages/service';
import type { SettingsService } from '../settings/service';
import type { TranslationService } from '../translations/service';
import type { PageEntity, ResolvedPagePath } from './page-request';

export interface PageHeadSources {
  siteEnv: Environment;
  publicUrl: string;
  settings: SettingsService;
  pages: PageService;
  pageDocuments: PageDocumentCache;
  translations: TranslationService;
}

interface MetaTags {
  title?: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
}

/** A page-meta block's props, as far as the head uses them. */
interface PageMeta {
  metaTags?: MetaTags;
  enableIndexing?: boolean;
}

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 300;
/** How far back a shortened description looks for a space to end on; text without spaces (Chinese, Japanese) is cut. */
const WORD_END_SEARCH = 30;

/** Plain text of a description that may hold markup, shortened to what a search result or a link preview shows. */
function summary(text: string | null | undefined): string | undefined {
  const plain = (text ?? '').replace(/<\/?[a-z][^>]*>/gi, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space >= cut.length - WORD_END_SEARCH ? cut.slice(0, space) : cut}…`;
}

/** Pages that show attendees: open to the site's visitors when attendees allow it, but not for search engines. */
const PEOPLE_PAGES = new Set(['attendees', 'attendee-detail', 'attendee-schedule']);

/** schema.org data of a session (an Event with its speakers as performers) or a speaker (a Person). */
function structuredData(entity: PageEntity | undefined, url: string, image: string | undefined, showLocation: boolean): Record<string, unknown> | undefined {
  if (entity?.kind === 'session') {
    const { session, speakers } = entity;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: session.displayTitle || session.title,
      description: summary(session.description),
      url,
      ...(session.startDateTime ? { startDate: session.startDateTime } : {}),
      ...(session.endDateTime ? { endDate: session.endDateTime } : {}),
      // The room is told only to whom the site shows it (spec 1 §6).
      ...(showLocation && session.location ? { location: { '@type': 'Place', name: session.location } } : {}),
      ...(image ? { image } : {}),
      inLanguage: session.sessionLanguage,
      performer: speakers.map((speaker) => ({ '@type': 'Person', name: speaker.displayName })),
    };
  }
  if (entity?.kind === 'speaker') {
    const { speaker } = entity;
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: speaker.displayName,
      url,
      ...(speaker.jobTitle ? { jobTitle: speaker.jobTitle } : {}),
      ...(speaker.company ? { worksFor: { '@type': 'Organization', name: speaker.company } } : {}),
      ...(image ? { image } : {}),
      ...(summary(speaker.bio) ? { description: summary(speaker.bio) } : {}),
    };
  }
  return undefined;
}

interface EntitySummary {
  title: string;
  description: string | undefined;
  image: string | undefined;
  /** Where the entry lives: the canonical address, whatever id or spelling the request used. */
  path: string;
}

/** What the entry of a detail page says of itself: its name, description, picture and address. */
function describeEntity(entity: PageEntity | undefined): EntitySummary | undefined {
  if (entity?.kind === 'session') {
    const { session, speakers } = entity;
    const image = speakers.find((speaker) => speaker.photo)?.photo ?? undefined;
    return { title: session.displayTitle || session.title, description: summary(session.description), image, path: sessionPath(session) };
  }
  if (entity?.kind === 'speaker') {
    const { speaker } = entity;
    return { title: speaker.displayName, description: summary(speaker.bio), image: speaker.photo ?? undefined, path: speakerPath(speaker.speakerId) };
  }
  if (entity?.kind === 'company') {
    const { company } = entity;
    return { title: company.name, description: summary(company.description), image: company.logo ?? undefined, path: companyPath(company) };
  }
  return undefined;
}

/**
 * The head of a page the server resolved (./page-request.ts), for the visitor asking: its title, description and
 * picture come from the entry a detail page shows, else from the page's page-meta block as this visitor receives it
 * (visibility applied, as the content API applies it), else from the stored page's title; texts in the page's language.
 * A part that cannot be read (no content for a system page, a failing read) is left out, never an error.
 */
export function createPageHeads({ siteEnv, publicUrl, settings, pages, pageDocuments, translations }: PageHeadSources) {
  const absolute = (url: string | undefined) => {
    if (!url) return undefined;
    try {
      return new URL(url, publicUrl).href;
    } catch {
      return undefined;
    }
  };

  return async (request: FastifyRequest, page: ResolvedPagePath): Promise<PageHead> => {
    const viewer = request.user;
    const tag = languageTag(page.locale);
    const [snapshot, directory, documents, texts, fallbackTexts] = await Promise.all([
      settings.snapshot(siteEnv),
      pages.directory(siteEnv, viewer),
      page.system ? [] : pageDocuments.of(siteEnv, page.page),
      translations.bundle(siteEnv, tag, 'translation', viewer).catch(() => undefined),
      translations.bundle(siteEnv, languageTag(DEFAULT_LOCALE), 'translation', viewer).catch(() => undefined),
    ]);
    // A key without a text in the page's language nor in English is left out rather than shown as a key.
    const text = (value: string | undefined) => (value && isTranslationKey(value) ? (texts?.strings[value] ?? fallbackTexts?.strings[value]) : value) || undefined;
    const meta = visiblePageMeta(documents, snapshot, viewer?.scopes ?? [])?.props as PageMeta | undefined;
    const tags = meta?.metaTags ?? {};
    const stored = directory.pages.find((entry) => entry.id === page.page);
    const entity = describeEntity(page.entity);
    const siteName = siteConference(snapshot.all).title;
    const titled = (title: string | undefined) => (title ? (title.includes(siteName) ? title : `${title} | ${siteName}`) : siteName);
    // The conference's name ends the title, unless the page's own title says it already.
    const title = titled(entity?.title ?? text(tags.title) ?? pageTitle(stored, page.locale));
    const description = entity?.description ?? text(tags.description);
    // A detail page's address is its entry's; a stored page's is its slug; other pages' the route as the router reads it.
    const path = entity?.path ?? (stored ? `/${stored.slug}` : page.path.toLowerCase().replace(/(.)\/+$/, '$1'));
    const canonical = `${publicUrl}${localizedPath(page.locale, path)}`;
    const image = absolute(entity?.image ?? tags.ogImage);
    // The editor's own sharing texts, where a content page's page-meta block has them.
    const shared = (value: string | undefined) => (entity ? undefined : text(value));
    const showLocation = canSeeSessionLocation(viewer?.scopes ?? [], snapshot.features);
    return {
      lang: tag,
      title,
      description,
      canonical,
      alternates: [
        ...LOCALES.map((locale) => [languageTag(locale), `${publicUrl}${localizedPath(locale, path)}`] as const),
        ['x-default', `${publicUrl}${localizedPath(DEFAULT_LOCALE, path)}`] as const,
      ],
      noindex: siteEnv !== 'prod' || meta?.enableIndexing === false || page.system || PEOPLE_PAGES.has(page.page),
      siteName,
      image,
      openGraph: { title: shared(tags.ogTitle), description: shared(tags.ogDescription) },
      twitter: { title: shared(tags.twitterTitle), description: shared(tags.twitterDescription), image: entity ? undefined : absolute(tags.twitterImage) },
      type: page.entity?.kind === 'speaker' ? 'profile' : 'website',
      ogLocale: tag.replace('-', '_'),
      structuredData: structuredData(page.entity, canonical, image, showLocation),
    };
  };
}
