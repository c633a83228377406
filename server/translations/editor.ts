import { LOCALES, languageTag, type Environment, type TranslationCopyResponse, type TranslationDiffResponse } from '../../src/engine';
import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import type { TranslationService } from './service';
import { copyStrings, diffStrings, readStrings, writeStrings, type StringsAddress } from './store';

const SERVED_LANGS = LOCALES.map(languageTag);

/** Editing translations: every write refreshes this node's cache and tells open pages which language changed. */
export interface TranslationEditor {
  strings(address: StringsAddress): Promise<{ key: string; value: string }[]>;
  update(address: StringsAddress, entries: Record<string, string>): Promise<number>;
  /** Creates the keys in every served language with the given text; existing values stay. Answers rows created. */
  addInitial(env: Environment, ns: string, entries: Record<string, string>): Promise<number>;
  copy(options: { from: Environment; to: Environment; keys?: string[] | undefined; lang?: string | undefined; ns?: string | undefined }): Promise<TranslationCopyResponse>;
  diff(a: Environment, b: Environment): Promise<TranslationDiffResponse>;
}

export function createTranslationEditor({ db, translations, live }: { db: Db; translations: TranslationService; live: LiveBus }): TranslationEditor {
  const changed = (env: Environment, langs: readonly string[]) => {
    for (const lang of langs) {
      translations.invalidate(env, lang);
      live.publish({ type: 'onLanguageChanged', data: { env, lang } });
    }
  };
  return {
    strings: (address) => readStrings(db, address),
    async update(address, entries) {
      const written = await writeStrings(db, address, entries, { overwrite: true });
      changed(address.env, [address.lang]);
      return written;
    },
    async addInitial(env, ns, entries) {
      const written = await db.transaction(async (tx) => {
        let total = 0;
        for (const lang of SERVED_LANGS) total += await writeStrings(tx, { env, lang, ns }, entries, { overwrite: false });
        return total;
      });
      changed(env, SERVED_LANGS);
      return written;
    },
    async copy(options) {
      const { copied, langs } = await copyStrings(db, options);
      changed(options.to, langs);
      return { from: options.from, to: options.to, copied };
    },
    diff: async (a, b) => ({ a, b, differences: await diffStrings(db, a, b) }),
  };
}
