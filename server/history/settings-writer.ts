import type { Environment } from '../../src/engine';
import type { SiteEditorService } from '../siteeditor/service';
import type { Editor } from './recorder';
import type { WriteState } from './state-history';

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const CHANGE_PATH = /^\/body\/changes\/(\d+)/;

/**
 * Restores settings through the settings editor's save, one change per value, so values are checked by today's
 * setting types; its problems are reported at the value's name in the revision (`/values/{name}`).
 */
export function settingsWriter(siteEditor: SiteEditorService, env: Environment, editor: Editor): WriteState {
  return async (values, restoredFrom, guard) => {
    const names = Object.keys(values);
    const result = await siteEditor.restore(env, values, editor, { restoredFrom, guard });
    if (result.result !== 'invalid') return { revision: result.revision };
    return {
      invalid: (result.details ?? []).map((issue) => {
        const index = CHANGE_PATH.exec(issue.path)?.[1];
        const name = index === undefined ? undefined : names[Number(index)];
        return { ...issue, path: name === undefined ? issue.path : `/values/${pointer(name)}` };
      }),
    };
  };
}
