import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../../../../src/app/block-kit';
import { SignInLink } from '../../SignInLink';
import type { EmbedAccess } from './embed-access';
import '../../buttons.css';
import './embed-gate.css';

const K = 'translate.base.blocks.embed-gate';

/**
 * What stands in for another site's chat or posts until the visitor may load them: a sign-in link, or the cookie
 * question (accepting here is the same answer as in the shell's cookie banner). `children` once allowed.
 */
export function EmbedGate({ access, signInText, consentText, children }: {
  access: EmbedAccess;
  signInText: string;
  consentText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const acceptCookies = useShellStore((state) => state.acceptCookies);
  if (access === 'allowed') return children;
  return (
    <div className="embed-gate">
      <p>{access === 'sign-in' ? signInText : consentText}</p>
      {access === 'sign-in' && <SignInLink className="block-button block-button--primary">{t(`${K}.sign-in`)}</SignInLink>}
      {access === 'consent' && (
        <button type="button" className="block-button block-button--primary" onClick={acceptCookies}>
          {t(`${K}.accept-cookies`)}
        </button>
      )}
    </div>
  );
}
