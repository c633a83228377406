import { useState } from 'react';
import type { Company } from '../../../../schemas/generated/company';
import { imageSrc } from '../../safe-url';

export type LogoSize = 'small' | 'medium' | 'large';

interface SponsorLogoProps {
  company: Company;
  /** The company's page, when the site shows one. */
  href: string | undefined;
  /** Called when the logo cannot be loaded; without it the company's name takes the logo's place. */
  onBroken?: (company: Company) => void;
}

/** A sponsor's logo (its name as the text alternative), linking to the company's page when there is one. */
export function SponsorLogo({ company, href, onBroken }: SponsorLogoProps) {
  const [broken, setBroken] = useState(false);
  const src = imageSrc(company.logo ?? undefined);
  const showName = broken || !src;
  const mark = showName ? (
    <span className="sponsor-logo__name">{company.name}</span>
  ) : (
    <img
      className="sponsor-logo__image"
      src={src}
      alt={company.name}
      loading="lazy"
      onError={() => {
        if (onBroken) onBroken(company);
        else setBroken(true);
      }}
    />
  );
  return href ? (
    <a className="sponsor-logo" href={href}>
      {mark}
    </a>
  ) : (
    <span className="sponsor-logo">{mark}</span>
  );
}
