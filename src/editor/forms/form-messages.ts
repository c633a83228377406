import { englishStringTranslator, replaceStringParameters, TranslatableString, type RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

/** Ajv keywords with a message of ours; any other keyword keeps ajv's own words. */
const ERROR_KEYWORDS = new Set([
  'required', 'maxLength', 'minLength', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'pattern', 'enum',
  'type', 'maxItems', 'minItems', 'additionalProperties', 'unevaluatedProperties', 'format', 'const', 'anyOf', 'oneOf',
]);

/** The form's validation messages in the editor's language, from the ajv keyword and its parameters. */
export function translateErrors(t: TFunction): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) =>
    errors.map((error) => {
      if (!error.name || !ERROR_KEYWORDS.has(error.name)) return error;
      const params = (error.params ?? {}) as Record<string, unknown>;
      const message = t(`translate.base.editor.form.error.${error.name}`, {
        ...params,
        name: params.additionalProperty ?? params.unevaluatedProperty ?? params.missingProperty,
      });
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}

/** The form library's own words (buttons, empty lists, option names) as translation keys. */
const STRING_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'item',
  [TranslatableString.EmptyArray]: 'empty-array',
  [TranslatableString.YesLabel]: 'yes',
  [TranslatableString.NoLabel]: 'no',
  [TranslatableString.CloseLabel]: 'close',
  [TranslatableString.ErrorsLabel]: 'errors',
  [TranslatableString.AddButton]: 'add',
  [TranslatableString.AddItemButton]: 'add-item',
  [TranslatableString.CopyButton]: 'copy',
  [TranslatableString.MoveDownButton]: 'move-down',
  [TranslatableString.MoveUpButton]: 'move-up',
  [TranslatableString.RemoveButton]: 'remove',
  [TranslatableString.ClearButton]: 'clear',
  [TranslatableString.OptionPrefix]: 'option',
  [TranslatableString.TitleOptionPrefix]: 'title-option',
  [TranslatableString.OptionalObjectAdd]: 'optional-add',
  [TranslatableString.OptionalObjectRemove]: 'optional-remove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'optional-empty',
  [TranslatableString.DecrementAriaLabel]: 'decrement',
  [TranslatableString.IncrementAriaLabel]: 'increment',
  [TranslatableString.Type]: 'type',
  [TranslatableString.Value]: 'value',
};

/** `translateString` for the form: our translations where we have them (with %1, %2 filled in), English otherwise. */
export function translateFormString(t: TFunction): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const key = STRING_KEYS[text];
    return key ? replaceStringParameters(t(`translate.base.editor.form.ui.${key}`), params) : englishStringTranslator(text, params);
  };
}
