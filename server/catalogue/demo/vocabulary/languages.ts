/** Languages sessions are given in (BCP 47, as `sessionLanguage` holds them). English first: most of the programme. */
export const DEMO_LANGUAGES = ['en-US', 'zh-CN', 'ja-JP', 'es-ES', 'de-DE', 'fr-FR'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

/** One text per language. */
export type Localized = Record<DemoLanguage, string>;

/** Upper-cases the first letter, for phrases that open a title or a sentence. */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in "${template}"`);
    return value;
  });
}
