import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../app/screens/screen';
import { toast } from '../../../app/shell/toast';
import { CopyButton } from '../copy-button';
import { UPLOAD_ACCEPT, uploadFile, uploadProblem } from './upload-file';
import './file-uploader.css';

const K = 'translate.base.tools.file-uploader';

type Upload =
  | { id: number; name: string; state: 'uploading' }
  | { id: number; name: string; state: 'done'; url: string }
  | { id: number; name: string; state: 'failed'; message: string };

/** `/file-uploader`: stores design images and other pictures, and gives their URLs to paste into content and settings. */
export default function FileUploaderScreen() {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const nextId = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (id: number, upload: Upload) => setUploads((list) => list.map((entry) => (entry.id === id ? upload : entry)));

  const send = async (file: File) => {
    const id = (nextId.current += 1);
    const problem = uploadProblem(file);
    if (problem) {
      setUploads((list) => [{ id, name: file.name, state: 'failed', message: t(`${K}.problem.${problem}`) }, ...list]);
      return;
    }
    setUploads((list) => [{ id, name: file.name, state: 'uploading' }, ...list]);
    try {
      update(id, { id, name: file.name, state: 'done', url: await uploadFile(file) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      update(id, { id, name: file.name, state: 'failed', message });
      toast.show({ message: `${K}.failed`, values: { name: file.name }, kind: 'error' });
    }
  };

  const sendAll = (files: FileList | null) => {
    // One after another: the list shows them in the order picked, and the server is not flooded.
    void [...(files ?? [])].reduce((previous, file) => previous.then(() => send(file)), Promise.resolve());
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    sendAll(event.dataTransfer.files);
  };

  return (
    <Screen title={t(`${K}.title`)}>
      <p id={hintId}>{t(`${K}.hint`)}</p>
      <div
        className={dragging ? 'file-uploader__drop file-uploader__drop--over' : 'file-uploader__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>{t(`${K}.choose`)}</label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          aria-describedby={hintId}
          onChange={(event) => {
            sendAll(event.target.files);
            event.target.value = '';
          }}
        />
        <p aria-hidden="true">{t(`${K}.drop`)}</p>
      </div>
      {uploads.length > 0 && (
        <section aria-label={t(`${K}.uploads`)}>
          <h2>{t(`${K}.uploads`)}</h2>
          <ul className="file-uploader__list" aria-live="polite">
            {uploads.map((upload) => (
              <li key={upload.id} className={`file-uploader__item file-uploader__item--${upload.state}`}>
                <strong>{upload.name}</strong>
                {upload.state === 'uploading' && <span role="status">{t(`${K}.uploading`)}</span>}
                {upload.state === 'failed' && <span role="alert">{t(`${K}.failed-because`, { message: upload.message })}</span>}
                {upload.state === 'done' && (
                  <>
                    <img src={upload.url} alt="" className="file-uploader__thumb" />
                    <input type="text" readOnly value={upload.url} aria-label={t(`${K}.url-of`, { name: upload.name })} onFocus={(event) => event.target.select()} />
                    <CopyButton text={upload.url} label={t(`${K}.copy-url-of`, { name: upload.name })} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Screen>
  );
}
