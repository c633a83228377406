/** Locales the site is served in, as they appear in the URL prefix. */
export const LOCALES = ['en-us', 'zh-cn', 'es-es', 'de-de', 'fr-fr', 'ja-jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

/** Locale codes that are served by another locale (spec: zh-SG and zh-Hans → zh-CN, zh-HK → en-US). */
const ALIASES: Record<string, Locale> = {
  'zh-sg': 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-hans-cn': 'zh-cn',
  'zh-hk': 'en-us',
  en: 'en-us',
  zh: 'zh-cn',
  es: 'es-es',
  de: 'de-de',
  fr: 'fr-fr',
  ja: 'ja-jp',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any locale code (any case, `_` or `-`) to a served locale, or undefined when it is not one we serve. */
export function normalizeLocale(code: string | null | undefined): Locale | undefined {
  if (!code) return undefined;
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  if (isLocale(lower)) return lower;
  // Own keys only: `constructor`, `toString`, … must not answer Object's members.
  return Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : undefined;
}

/** BCP 47 tag for Intl and i18next: `zh-cn` → `zh-CN`. */
export function languageTag(locale: Locale): string {
  const [language, region] = locale.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
}

/** Time format per language: 12-hour for English and Spanish, 24-hour for the others. */
export function uses12HourClock(locale: Locale): boolean {
  return locale.startsWith('en') || locale.startsWith('es');
}

/** The first served locale among a browser's preferences, else the default. */
export function preferredLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const locale = normalizeLocale(candidate) ?? normalizeLocale(candidate.split('-')[0]);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
