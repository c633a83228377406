import { TranslatableString, type IconButtonProps, type MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { DeferredInput } from './deferred-input';

/**
 * The form library's "Add" is an icon with a bare title; a panel holds several lists, so ours says which list it
 * adds to and shows its word, not only a glyph.
 */
export function AddButton({ id, className, onClick, disabled, registry, uiSchema }: IconButtonProps) {
  const { t } = useTranslation();
  const add = registry.translateString(TranslatableString.AddButton);
  const list = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : undefined;
  return (
    <p className={`block-form__add ${className ?? ''}`}>
      <button
        type="button"
        id={id}
        className="btn btn-add"
        aria-label={list ? t('translate.base.editor.form.ui.add-to', { list }) : add}
        onClick={onClick}
        disabled={disabled}
      >
        + {add}
      </button>
    </p>
  );
}

/**
 * A setting that takes one of several forms (a preset width or widths per device, say): the form library's choice of
 * form has no label of its own, so it is wrapped in one.
 */
export function ChoiceOfForm({ selector, optionSchemaField, registry }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="block-form__choice">
      {selector && (
        <label className="block-form__choice-label">
          <span className="control-label">{registry.translateString(TranslatableString.Type)}</span>
          {selector}
        </label>
      )}
      {optionSchemaField}
    </div>
  );
}

/** Templates both block forms share. */
export const FORM_TEMPLATES = { ButtonTemplates: { AddButton }, MultiSchemaFieldTemplate: ChoiceOfForm, BaseInputTemplate: DeferredInput };
