import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../src/api/lazy/catalogue-items';
import { useConsentAnswer, useConsents } from '../../../src/api/lazy/consent';
import { type BlockComponentProps, toast, usePageContext } from '../../../src/app/block-kit';
import { sharesWith } from '../../../src/engine/lazy/consent';
import type { DataSharingConsentProps } from '../props.gen';
import './data-sharing-consent.css';

const key = (name: string) => `translate.base.consent.${name}`;

const notifyFailed = () => void toast.show({ message: key('error.submit'), kind: 'error' });

/** The switch for one consent: the exhibitor named, or all of them without a name. */
function ConsentSwitch({ exhibitorName }: { exhibitorName?: string }) {
  const { t } = useTranslation();
  const switchId = useId();
  const hintId = useId();
  const consents = useConsents();
  const answer = useConsentAnswer({ onFailed: notifyFailed });
  // The answer being sent, set as the switch is pressed: the mutation's own pending state arrives a moment later, and
  // until then the controlled switch would spring back.
  const [sending, setSending] = useState<boolean>();
  if (!consents.data) return null;
  if (!consents.data.canConsent) return <p className="data-sharing-consent__hint">{t(key('unavailable'))}</p>;
  const on = sending ?? sharesWith(consents.data, exhibitorName);
  return (
    <>
      <span className="data-sharing-consent__switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          // One answer at a time, so they reach the server in the order given.
          aria-disabled={sending !== undefined || undefined}
          onChange={(event) => {
            if (sending !== undefined) return;
            const optedIn = event.target.checked;
            setSending(optedIn);
            answer.mutate({ ...(exhibitorName === undefined ? {} : { exhibitorName }), optedIn }, { onSettled: () => setSending(undefined) });
          }}
        />
        <label htmlFor={switchId}>{exhibitorName === undefined ? t(key('global')) : t(key('exhibitor'), { name: exhibitorName })}</label>
      </span>
      <p id={hintId} className="data-sharing-consent__hint">
        {t(key('hint'))}
      </p>
    </>
  );
}

/** The exhibitor the route names (`/exhibitors/{id}`), once the catalogue has it. */
function ExhibitorConsent() {
  const { params, locale } = usePageContext();
  const company = useCompany(params.id ?? '', locale, { enabled: params.id !== undefined });
  return company.data ? <ConsentSwitch exhibitorName={company.data.name} /> : null;
}

/**
 * "Share my data" (spec 1 §6): a signed-in attendee's consent to share their contact details with the page's exhibitor
 * or with every exhibitor; a failed answer shows the spec's toast and the switch stays as the server has it.
 */
export default function DataSharingConsent({ props }: BlockComponentProps<DataSharingConsentProps>) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  const headingId = useId();
  if (scopes.length === 0) return null;
  return (
    <section className="data-sharing-consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="data-sharing-consent__title">
        {t(key('title'))}
      </h2>
      {props.target === 'global' ? <ConsentSwitch /> : <ExhibitorConsent />}
    </section>
  );
}
