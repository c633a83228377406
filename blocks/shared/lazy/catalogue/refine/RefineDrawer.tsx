import { useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { EXTRA_WIDE_SCREEN, useMediaQuery } from '../hooks/use-media-query';

/**
 * The refine drawer's open state and focus (spec 1 §4): open from the start on extra-wide screens; opening moves the
 * focus into it, closing (button, close button or Escape) moves it back to the button.
 */
export function useRefineDrawer(buttonRef: RefObject<HTMLButtonElement | null>, headingRef: RefObject<HTMLHeadingElement | null>) {
  // Until the visitor opens or closes it, the screen decides: closed as the server draws it (for no screen in
  // particular), then open on the screens it stands open on.
  const wide = useMediaQuery(EXTRA_WIDE_SCREEN);
  const [chosen, setChosen] = useState<boolean>();
  const open = chosen ?? wide;
  const show = (next: boolean) => {
    flushSync(() => setChosen(next));
    (next ? headingRef : buttonRef).current?.focus();
  };
  return { open, toggle: () => show(!open), close: () => show(false) };
}

export type RefineDrawerState = ReturnType<typeof useRefineDrawer>;

interface RefineDrawerProps {
  id: string;
  drawer: RefineDrawerState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function RefineDrawer({ id, drawer, headingRef, children }: RefineDrawerProps) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      className="catalogue-drawer"
      hidden={!drawer.open}
      aria-labelledby={`${id}-heading`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        drawer.close();
      }}
    >
      <div className="catalogue-drawer__header">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="catalogue-drawer__title">
          {t('translate.base.catalogue.refine.title')}
        </h2>
        <button type="button" className="catalogue-drawer__close" aria-label={t('translate.base.catalogue.refine.close')} onClick={drawer.close}>
          ×
        </button>
      </div>
      {children}
    </section>
  );
}

interface RefineButtonProps {
  drawerId: string;
  drawer: RefineDrawerState;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Refinements in force, shown on the button. */
  active: number;
}

export function RefineButton({ drawerId, drawer, buttonRef, active }: RefineButtonProps) {
  const { t } = useTranslation();
  return (
    <button ref={buttonRef} type="button" className="button catalogue-refine-button" aria-expanded={drawer.open} aria-controls={drawerId} onClick={drawer.toggle}>
      {active > 0 ? t('translate.base.catalogue.refine.button-active', { count: active }) : t('translate.base.catalogue.refine.button')}
    </button>
  );
}
