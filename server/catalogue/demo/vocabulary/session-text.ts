import type { DemoLanguage } from './languages';
import { DE_DE } from './session-text/de-DE';
import { EN_US } from './session-text/en-US';
import { ES_ES } from './session-text/es-ES';
import { FR_FR } from './session-text/fr-FR';
import { JA_JP } from './session-text/ja-JP';
import type { SessionText } from './session-text/types';
import { ZH_CN } from './session-text/zh-CN';

export { EN_US_EXTRA } from './session-text/en-US';
export type { SessionText } from './session-text/types';

export const SESSION_TEXT: Record<DemoLanguage, SessionText> = {
  'en-US': EN_US,
  'zh-CN': ZH_CN,
  'ja-JP': JA_JP,
  'es-ES': ES_ES,
  'de-DE': DE_DE,
  'fr-FR': FR_FR,
};
