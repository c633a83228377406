import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID, type Locale } from '../engine';
import type { Texts } from '../i18n/setup';

/** What a server-rendered page hands the browser, so that its first render draws what the server drew. */
export interface ServerState {
  locale: Locale;
  /** The texts of the page's language. */
  texts: Texts;
  /** The answers the page was drawn with. */
  queries: DehydratedState;
}

/**
 * The state as the text of a `<script type="application/json">`: data, never run (the page's Content Security Policy
 * needs no exception), and no `<` in it, so that no text inside can close the element.
 */
export const serialiseServerState = (state: ServerState): string => JSON.stringify(state).replaceAll('<', '\\u003c');

/** The state the server sent with this page, if it drew it. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
}
