import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/use-text';
import { useShellStore } from '../store/shell-store';
import './toast-area.css';

/** Bottom-left stack of toasts, announced politely to screen readers. */
export function ToastArea() {
  const { t } = useTranslation();
  const text = useText();
  const toasts = useShellStore((state) => state.toasts);
  const dismissToast = useShellStore((state) => state.dismissToast);
  return (
    <section className="toast-area" aria-label={t('translate.base.toast.region')}>
      <ol className="toast-area__list" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.kind}`}>
            <p className="toast__message">{text(toast.message, toast.values)}</p>
            <button type="button" className="toast__dismiss" aria-label={t('translate.base.toast.dismiss')} onClick={() => dismissToast(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
