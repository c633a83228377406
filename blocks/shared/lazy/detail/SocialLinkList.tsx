import { useTranslation } from 'react-i18next';
import type { SocialHandles } from '../../../../schemas/generated/social-handles';
import { socialLinks } from '../../../../src/engine/lazy/social-links';
import { ExternalLink } from './ExternalLink';

/** A person's profile links by the rules of spec 1 §5 (the team-chat link is a contact link: blocks/shared/lazy/contact). */
export function SocialLinkList({ handles }: { handles: SocialHandles }) {
  const { t } = useTranslation();
  const links = socialLinks(handles);
  if (links.length === 0) return null;
  return (
    <ul className="detail-social" aria-label={t('translate.base.blocks.detail.social.heading')}>
      {links.map((link) => (
        <li key={link.network}>
          <ExternalLink href={link.href} className="detail-social__link">
            <span className="detail-social__network">{t(`translate.base.blocks.detail.social.${link.network}`)}</span>{' '}
            <span className="detail-social__handle">{link.label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
