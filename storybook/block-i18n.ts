import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BASE_OPTIONS } from '../src/i18n/setup';
import englishBlockTexts from '../blocks/locales/en-US.json';

/** i18next ready synchronously with the English block texts (stories and tests need no backend). */
export function createBlockI18n(instance: i18n = i18next.createInstance()): i18n {
  void instance.use(initReactI18next).init({
    ...BASE_OPTIONS,
    lng: 'en-US',
    initAsync: false,
    resources: { 'en-US': { translation: englishBlockTexts } },
  });
  return instance;
}
