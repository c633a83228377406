import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PageTitles } from '../../../schemas/generated/api/pages/page-titles';
import { LOCALES, languageTag, type BlockInstance, type Environment, type SiteSetting } from '../../../src/engine';
import { formKeyProblems } from '../../../src/engine/lazy/evaluation-form-keys';
import { authoredFormProblems, type AuthoredEvaluationForm } from '../../../src/engine/lazy/evaluation-forms';
import { isPlainObject, readJsonIfExists } from '../../read-json';

/** Where seed data lives on disk. */
export interface SeedSources {
  /** `settings.json`, `pages.json`, `{env}/settings.json`, `{env}/{page}.json`, `translations/` and `{env}/translations/`. */
  contentDir: string;
  /** Folders of `{Tag}.json` UI strings, merged in order before the content strings. */
  localesDirs: readonly string[];
}

export const TRANSLATION_NAMESPACE = 'translation';

export interface SeedDocument {
  page: string;
  phase: string;
  blocks: BlockInstance[];
}

export interface SeedTranslation {
  lang: string;
  key: string;
  value: string;
}

/** A content page of `pages.json`, seeded into every environment. */
export interface SeedPage {
  id: string;
  slug: string;
  titles: PageTitles;
}

const SETTINGS_FILE = 'settings.json';
const EVALUATION_FORMS_FILE = 'evaluation-forms.json';

/** An evaluation form the site starts with (`evaluation-forms.json`). */
export interface SeedEvaluationForm {
  formKey: string;
  anonymous: boolean;
  form: AuthoredEvaluationForm;
}

/** The evaluation forms the site starts with; a form whose logic is broken stops the start, naming it. */
export async function readEvaluationFormsSeed(sources: SeedSources): Promise<SeedEvaluationForm[]> {
  const forms = await readJsonIfExists(path.join(sources.contentDir, EVALUATION_FORMS_FILE));
  const list = Array.isArray(forms) ? (forms as SeedEvaluationForm[]) : [];
  for (const { formKey, form } of list) {
    const problems = [...formKeyProblems(formKey, form), ...authoredFormProblems(form)];
    if (problems.length > 0) throw new Error(`${EVALUATION_FORMS_FILE}: form ${formKey}: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`);
  }
  // Session types compare without case (spec 1 §5), as the evaluation service looks them up.
  return list.map((entry) => (entry.formKey.startsWith('session:') ? { ...entry, formKey: entry.formKey.toLowerCase() } : entry));
}
const PAGES_FILE = 'pages.json';

/** The content pages every environment starts with. */
export async function readPagesSeed(sources: SeedSources): Promise<SeedPage[]> {
  const pages = await readJsonIfExists(path.join(sources.contentDir, PAGES_FILE));
  return Array.isArray(pages) ? (pages as SeedPage[]) : [];
}

/** Base settings with the environment's `name → value` overrides applied. */
export async function readSettingsSeed(sources: SeedSources, env: Environment): Promise<SiteSetting[]> {
  const base = await readJsonIfExists(path.join(sources.contentDir, SETTINGS_FILE));
  const overrides = await readJsonIfExists(path.join(sources.contentDir, env, SETTINGS_FILE));
  const values = isPlainObject(overrides) ? overrides : {};
  return (Array.isArray(base) ? (base as SiteSetting[]) : []).map((setting) =>
    Object.hasOwn(values, setting.name) ? { ...setting, value: values[setting.name] } : setting,
  );
}

async function jsonFilesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => entry.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every `{env}/{page}.json` as one document per phase: `{ "phases": { "<phase>": [blocks] } }`. */
export async function readContentSeed(sources: SeedSources, env: Environment): Promise<SeedDocument[]> {
  const dir = path.join(sources.contentDir, env);
  const documents: SeedDocument[] = [];
  for (const file of await jsonFilesIn(dir)) {
    if (file === SETTINGS_FILE) continue;
    const content = await readJsonIfExists(path.join(dir, file));
    const phases = isPlainObject(content) && isPlainObject(content.phases) ? content.phases : {};
    const page = file.slice(0, -'.json'.length);
    for (const [phase, blocks] of Object.entries(phases)) {
      if (Array.isArray(blocks)) documents.push({ page, phase, blocks: blocks as BlockInstance[] });
    }
  }
  return documents;
}

async function readStrings(file: string): Promise<Record<string, string>> {
  const content = await readJsonIfExists(file);
  if (!isPlainObject(content)) return {};
  return Object.fromEntries(Object.entries(content).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** UI, block and content strings per language; later folders override earlier ones, the environment's last. */
export async function readTranslationSeed(sources: SeedSources, env: Environment): Promise<SeedTranslation[]> {
  const dirs = [
    ...sources.localesDirs,
    path.join(sources.contentDir, 'translations'),
    path.join(sources.contentDir, env, 'translations'),
  ];
  const rows: SeedTranslation[] = [];
  for (const lang of LOCALES.map(languageTag)) {
    const merged: Record<string, string> = {};
    for (const dir of dirs) Object.assign(merged, await readStrings(path.join(dir, `${lang}.json`)));
    for (const [key, value] of Object.entries(merged)) rows.push({ lang, key, value });
  }
  return rows;
}

/** Every key of the UI's own strings (the locale folders, any language): texts the UI shows whatever the content. */
export async function readUiKeys(localesDirs: readonly string[]): Promise<Set<string>> {
  const files = localesDirs.flatMap((dir) => LOCALES.map((locale) => path.join(dir, `${languageTag(locale)}.json`)));
  const strings = await Promise.all(files.map(readStrings));
  return new Set(strings.flatMap(Object.keys));
}
