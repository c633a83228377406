import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/api/client';
import { useProfilePhoto, type Profile } from '../../../src/api/lazy/profile';
import { toast, type BlockComponentProps } from '../../../src/app/block-kit';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { OwnProfile } from '../../shared/lazy/profile/OwnProfile';
import { PHOTO_TYPES, photoFileProblem, serverPhotoProblem, type PhotoProblem } from '../../shared/lazy/profile/photo-checks';
import { profileText } from '../../shared/lazy/profile/texts';
import type { ProfilePhotoProps } from '../props.gen';
import './profile-photo.css';

/** A chosen file's preview address, released when another file is chosen or the block goes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function PhotoEditor({ profile, userId }: { profile: Profile; userId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const preview = usePreview(file);
  const photo = useProfilePhoto(userId);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen && photoFileProblem(chosen);
    setProblem(found ?? null);
    setFile(found ? null : chosen);
  };
  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const send = (upload: File | null) =>
    photo.mutate(upload, {
      onSuccess: () => {
        reset();
        toast.show({ message: profileText(upload ? 'photo.saved' : 'photo.removed'), kind: 'success' });
      },
      onError: (error) => {
        setProblem(serverPhotoProblem(error instanceof ApiError ? error.body.error : undefined));
        // Spec 2 §8: the upload failure's own words, as a toast.
        toast.show({ message: profileText('error.photo'), kind: 'error' });
      },
    });

  return (
    <section className="profile-card profile-photo" aria-labelledby="profile-photo-title" aria-busy={photo.isPending}>
      <h2 id="profile-photo-title" className="profile-card__title">
        {t(profileText('photo.title'))}
      </h2>
      <div className="profile-photo__body">
        {preview ? (
          <img className="profile-photo__preview" src={preview} alt={t(profileText('photo.preview'))} width={128} height={128} />
        ) : (
          <Avatar id={profile.id} name={profile.displayName} photo={profile.profileImage} />
        )}
        <div className="profile-photo__controls">
          <label htmlFor={inputId} className="profile-photo__label">
            {t(profileText('photo.choose'))}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
            aria-invalid={problem !== null}
            onChange={choose}
          />
          <p id={`${inputId}-hint`} className="profile-hint">
            {t(profileText('photo.hint'))}
          </p>
          {problem && (
            <p id={`${inputId}-error`} className="profile-error" role="alert">
              {t(profileText(`photo.problem.${problem}`))}
            </p>
          )}
          <div className="profile-actions">
            {file && (
              <>
                <button type="button" className="block-button block-button--primary" disabled={photo.isPending} onClick={() => send(file)}>
                  {t(profileText('photo.upload'))}
                </button>
                <button type="button" className="block-button" disabled={photo.isPending} onClick={reset}>
                  {t(profileText('cancel'))}
                </button>
              </>
            )}
            {!file && profile.profileImage && (
              <button type="button" className="block-button" disabled={photo.isPending} onClick={() => send(null)}>
                {t(profileText('photo.remove'))}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The profile photo: a chosen file is previewed, checked (type and size), then sent; the server re-encodes it. */
export default function ProfilePhoto(_props: BlockComponentProps<ProfilePhotoProps>) {
  return <OwnProfile>{(profile, userId) => <PhotoEditor profile={profile} userId={userId} />}</OwnProfile>;
}
