import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isTranslationKey, languageTag, LOCALES, localizedPath, type Environment, type Locale } from '../../src/engine';
import { siteConference } from '../catalogue/import/site-conference';
import type { ContentService } from '../content/service';
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
  content: ContentService;
  translations: TranslationService;
}

interface MetaTags {
  title?: string;
  description?: string;
  ogImage?: string;
}

/** A page-meta block's props, as far as the head uses them. */
interface PageMeta {
  metaTags?: MetaTags;
  enableIndexing?: boolean;
}

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 300;

/** Plain text of a description that may hold rich text, shortened to what a search result or a preview shows. */
function summary(text: string | null | undefined): string | undefined {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org data of a session (an Event with its speakers as performers) or a speaker (a Person). */
function structuredData(entity: PageEntity | undefined, url: string, image: string | undefined): Record<string, unknown> | undefined {
  if (entity?.kind === 'session') {
    const { session, speakers } = entity;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: session.title,
      description: summary(session.description),
      url,
      ...(session.startDateTime ? { startDate: session.startDateTime } : {}),
      ...(session.endDateTime ? { endDate: session.endDateTime } : {}),
      ...(session.location ? { location: { '@type': 'Place', name: session.location } } : {}),
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

/** What the entity of a detail page says of itself: its name, description and picture. */
function describeEntity(entity: PageEntity | undefined): { title?: string; description?: string | undefined; image?: string | undefined } {
  if (entity?.kind === 'session') return { title: entity.session.title, description: summary(entity.session.description), image: entity.speakers.find((speaker) => speaker.photo)?.photo ?? undefined };
  if (entity?.kind === 'speaker') return { title: entity.speaker.displayName, description: summary(entity.speaker.bio), image: entity.speaker.photo ?? undefined };
  if (entity?.kind === 'company') return { title: entity.company.name, description: summary(entity.company.description), image: entity.company.logo ?? undefined };
  return {};
}

/**
 * The head of a page the server resolved (./page-request.ts), for the visitor asking: its title, description and
 * picture come from the entry a detail page shows, else from the page's page-meta block as this visitor receives it
 * (visibility applied, as the content API does), else from the stored page's title; texts in the page's language.
 * A part that cannot be read (no content for a system page, a failing read) is left out, never an error.
 */
export function createPageHeads({ siteEnv, publicUrl, settings, pages, content, translations }: PageHeadSources) {
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
    const [snapshot, directory, resolved, texts, fallbackTexts] = await Promise.all([
      settings.snapshot(siteEnv),
      pages.directory(siteEnv, viewer),
      page.system ? undefined : content.resolve({ page: page.page, env: siteEnv, viewer }).catch(() => undefined),
      translations.bundle(siteEnv, tag, 'translation', viewer).catch(() => undefined),
      translations.bundle(siteEnv, languageTag(DEFAULT_LOCALE), 'translation', viewer).catch(() => undefined),
    ]);
    // A key without a text in the page's language nor in English is left out rather than shown as a key.
    const text = (value: string | undefined) => (value && isTranslationKey(value) ? (texts?.strings[value] ?? fallbackTexts?.strings[value]) : value) || undefined;
    const meta = resolved?.blocks.find((block) => block.component === 'page-meta')?.props as PageMeta | undefined;
    const storedTitle = directory.pages.find((entry) => entry.id === page.page)?.titles?.[page.locale as Locale];
    const entity = describeEntity(page.entity);
    const siteName = siteConference(snapshot.all).title;
    const pageTitle = entity.title ?? text(meta?.metaTags?.title) ?? storedTitle;
    const canonical = `${publicUrl}${localizedPath(page.locale, page.path)}`;
    const image = absolute(entity.image ?? meta?.metaTags?.ogImage);
    return {
      lang: tag,
      // The conference's name ends the title, unless the page's own title says it already.
      title: pageTitle ? (pageTitle.includes(siteName) ? pageTitle : `${pageTitle} | ${siteName}`) : siteName,
      description: entity.description ?? text(meta?.metaTags?.description),
      canonical,
      alternates: [
        ...LOCALES.map((locale) => [languageTag(locale), `${publicUrl}${localizedPath(locale, page.path)}`] as const),
        ['x-default', `${publicUrl}${localizedPath(DEFAULT_LOCALE, page.path)}`] as const,
      ],
      noindex: siteEnv !== 'prod' || meta?.enableIndexing === false,
      siteName,
      image,
      type: page.entity?.kind === 'speaker' ? 'profile' : 'website',
      ogLocale: tag.replace('-', '_'),
      structuredData: structuredData(page.entity, canonical, image),
    };
  };
}
