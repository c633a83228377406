import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A "Play video" button over the hero image that opens the video in a modal dialog. The native <dialog> gives focus
 * trapping, Escape to close and focus return for free; the video element exists only while open, so nothing downloads
 * before the visitor asks for it.
 */
export function VideoLightbox({ src, label }: { src: string; label: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const name = label || t('translate.base.blocks.hero-blade.video');
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="hero-blade__play" onClick={show}>
        <span aria-hidden="true" className="hero-blade__play-icon" />
        {t('translate.base.blocks.hero-blade.play-video')}
      </button>
      <dialog ref={dialog} className="hero-blade__dialog" aria-label={name} onClose={() => setOpen(false)}>
        <button type="button" className="hero-blade__close" onClick={() => dialog.current?.close()}>
          {t('translate.base.blocks.hero-blade.close-video')}
        </button>
        {open && (
          <video className="hero-blade__video" src={src} controls autoPlay playsInline aria-label={name}>
            {t('translate.base.blocks.hero-blade.video-unsupported')}
          </video>
        )}
      </dialog>
    </>
  );
}
