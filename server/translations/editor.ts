import { randomUUID } from 'node:crypto';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import { LOCALES, languageTag, type Environment, type TranslationCopyResponse, type TranslationDiffResponse } from '../../src/engine';
import type { Db } from '../db/client';
import type { Editor, HistoryRecorder } from '../history/recorder';
import type { RestoreGuard } from '../history/state-history';
import type { LiveBus } from '../live/bus';
import { writeWithBundleHistory } from './bundle-history';
import type { TranslationService } from './service';
import { copiedBundles, copyStrings, diffStrings, readStrings, writeStrings, type CopyOptions, type StringsAddress } from './store';

const SERVED_LANGS = LOCALES.map(languageTag);

/** Editing translations: every write refreshes this node's cache, tells open pages which language changed and is recorded in the history. */
export interface TranslationEditor {
  strings(address: StringsAddress): Promise<{ key: string; value: string }[]>;
  update(address: StringsAddress, entries: Record<string, string>, editor: Editor): Promise<number>;
  /** Creates the keys in every served language with the given text; existing values stay. Answers rows created. */
  addInitial(env: Environment, ns: string, entries: Record<string, string>, editor: Editor): Promise<number>;
  copy(options: CopyOptions & { editor: Editor }): Promise<TranslationCopyResponse>;
  diff(a: Environment, b: Environment): Promise<TranslationDiffResponse>;
  /** Writes the strings of a history revision back (a restore revision; undefined when nothing changed). */
  restore(address: StringsAddress, entries: Record<string, string>, editor: Editor, from: { restoredFrom: number; guard: RestoreGuard }): Promise<RevisionSummary | undefined>;
}

export function createTranslationEditor({ db, translations, live, history }: { db: Db; translations: TranslationService; live: LiveBus; history: HistoryRecorder }): TranslationEditor {
  const changed = (env: Environment, langs: readonly string[]) => {
    for (const lang of langs) {
      translations.invalidate(env, lang);
      live.publish({ type: 'onLanguageChanged', data: { env, lang } });
    }
  };
  const overwrite = (address: StringsAddress, entries: Record<string, string>) => (tx: Db) => writeStrings(tx, address, entries, { overwrite: true });
  return {
    strings: (address) => readStrings(db, address),
    async update(address, entries, editor) {
      const { result } = await writeWithBundleHistory(db, history, [address], { action: 'save', editor }, overwrite(address, entries));
      changed(address.env, [address.lang]);
      return result;
    },
    async addInitial(env, ns, entries, editor) {
      const bundles = SERVED_LANGS.map((lang) => ({ env, lang, ns }));
      const { result } = await writeWithBundleHistory(db, history, bundles, { action: 'save', editor }, async (tx) => {
        let total = 0;
        for (const address of bundles) total += await writeStrings(tx, address, entries, { overwrite: false });
        return total;
      });
      changed(env, SERVED_LANGS);
      return result;
    },
    async copy({ editor, ...options }) {
      const bundles = await copiedBundles(db, options);
      const cause = { action: 'copy', editor, copiedFrom: options.from, batch: randomUUID() } as const;
      const { result } = await writeWithBundleHistory(db, history, bundles, cause, (tx) => copyStrings(tx, options));
      changed(options.to, result.langs);
      return { from: options.from, to: options.to, copied: result.copied };
    },
    diff: async (a, b) => ({ a, b, differences: await diffStrings(db, a, b) }),
    async restore(address, entries, editor, { restoredFrom, guard }) {
      const write = overwrite(address, entries);
      const { revisions } = await writeWithBundleHistory(db, history, [address], { action: 'restore', editor, restoredFrom }, async (tx) => {
        await guard(tx);
        return write(tx);
      });
      if (revisions.length > 0) changed(address.env, [address.lang]);
      return revisions[0];
    },
  };
}
