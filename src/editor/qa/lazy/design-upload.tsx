import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../../tools/file-uploader/upload-file';

const K = 'translate.base.editor.qa-check';

interface DesignUploadProps {
  uploading: boolean;
  onFile(file: File): void;
  onUseCurrent(): void;
}

/** A site editor's two ways to a design: an image file, or the block as it is drawn now. */
export function DesignUpload({ uploading, onFile, onUseCurrent }: DesignUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="qa-check__upload">
      <label htmlFor={inputId}>{t(`${K}.upload-label`)}</label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {/* Not disabled while busy: a disabled button loses the keyboard's focus. The panel runs one action at a time. */}
      <button type="button" aria-disabled={uploading} onClick={onUseCurrent}>
        {uploading ? t(`${K}.uploading`) : t(`${K}.use-current`)}
      </button>
    </div>
  );
}
