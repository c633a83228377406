import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadQaDesign, type QaResult } from '../../../src/api/lazy/qa';
import { FieldError } from '../../shared/lazy/qa/CheckboxGroup';
import { qaText } from '../../shared/lazy/qa/texts';

// What the upload accepts (spec 3 §5: .png, .jpeg, .jpg, .gif, one file); the server checks the content itself.
const ACCEPT = '.png,.jpeg,.jpg,.gif,image/png,image/jpeg,image/gif';
const EXTENSIONS = /\.(png|jpe?g|gif)$/i;

/** Uploads an image as the design of the result's combination (site editors). */
export function DesignUpload({ result, onUploaded }: { result: QaResult; onUploaded(): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const upload = useUploadQaDesign();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const error = problem ?? (upload.isError ? upload.error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t(qaText('upload.missing')));
    if (!EXTENSIONS.test(file.name)) return setProblem(t(qaText('upload.type')));
    setProblem(undefined);
    const { page, breakpoint, phase, attendeeType } = result;
    upload.mutate({ file, combination: { page, breakpoint, phase, attendeeType } }, { onSuccess: onUploaded });
  };

  return (
    <form className="qa-upload" onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-file`}>{t(qaText('upload.label'))}</label>
      <input
        id={`${ids}-file`}
        type="file"
        accept={ACCEPT}
        aria-describedby={error ? `${ids}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(undefined);
        }}
      />
      <button type="submit" className="block-button block-button--secondary" disabled={upload.isPending}>
        {t(qaText('upload.button'))}
      </button>
      <div role="alert">
        <FieldError id={`${ids}-error`} message={error} />
      </div>
    </form>
  );
}
