import { useTranslation } from 'react-i18next';
import { SignInLink } from '../../shared/SignInLink';

/** What anonymous visitors see in place of the stream or the chat: what signing in opens, and the way to sign in. */
export function SignInPane({ messageKey, label }: { messageKey: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="studio-player__sign-in" role={label ? 'group' : undefined} aria-label={label}>
      <p>{t(messageKey)}</p>
      <SignInLink className="block-button block-button--primary">{t('translate.base.blocks.studio-player.sign-in')}</SignInLink>
    </div>
  );
}
