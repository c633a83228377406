import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors, translateFormString } from './form-messages';
import { FORM_TEMPLATES } from './form-templates';
import { formValidator } from './form-validator';

/** What every editor form shares: live ajv validation shown by the fields, our templates, messages in the UI language. */
export function useSharedFormProps() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      validator: formValidator(),
      templates: FORM_TEMPLATES,
      liveValidate: 'onChange' as const,
      showErrorList: false as const,
      noHtml5Validate: true,
      transformErrors: translateErrors(t),
      translateString: translateFormString(t),
    }),
    [t],
  );
}
