import { httpUrl } from '../../shared/safe-url';
import type { ChatWidgetProps } from '../props.gen';

/** Where the chat comes from: a page to frame, or a script and the function it defines to open its widget. */
export type ChatSource = { kind: 'frame'; url: string } | { kind: 'script'; url: string; openFunction: string };

const OPEN_FUNCTION = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** The block's source when its settings make one (the schema's rules, checked again for older content). */
export function chatSource(props: ChatWidgetProps): ChatSource | undefined {
  if (props.mode === 'script') {
    const url = httpUrl(props.scriptUrl);
    const openFunction = props.openFunction?.trim() ?? '';
    return url && OPEN_FUNCTION.test(openFunction) ? { kind: 'script', url, openFunction } : undefined;
  }
  const url = httpUrl(props.embedUrl);
  return url ? { kind: 'frame', url } : undefined;
}
