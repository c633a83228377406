import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../engine';

/**
 * Resolves a prop that may hold a translation key or literal text.
 * A key without a translation in any language falls back to the key itself, so editors spot it.
 */
export function useText(): (value: string | undefined, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback(
    (value, options) => {
      if (!value) return '';
      return isTranslationKey(value) ? String(t(value, { defaultValue: value, ...options })) : value;
    },
    [t],
  );
}
