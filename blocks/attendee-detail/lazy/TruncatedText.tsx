import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a long text is cut, at the last word boundary before `limit` characters when there is one. */
export function truncateAt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A text shown up to `limit` characters, with a button that shows the rest (and hides it again). */
export function TruncatedText({ text, limit }: { text: string; limit: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = text.length > limit;
  return (
    <>
      <p id={textId} className="detail-text">
        {expanded || !long ? text : truncateAt(text, limit)}
      </p>
      {long && (
        <button type="button" className="block-button block-button--text" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'translate.base.blocks.attendee-detail.show-less' : 'translate.base.blocks.attendee-detail.show-more')}
        </button>
      )}
    </>
  );
}
