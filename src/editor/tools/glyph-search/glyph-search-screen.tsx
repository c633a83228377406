import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import spriteUrl from 'lucide-static/sprite.svg?url';
import { Screen } from '../../../app/screens/screen';
import { CopyButton } from '../copy-button';
import { searchGlyphs } from './glyph-index';
import './glyph-search.css';

const K = 'translate.base.tools.glyph-search';
/** Tiles drawn at first; more on request, so an empty query does not paint two thousand icons. */
const PAGE_SIZE = 120;

/** `/glyph-search`: finds a glyph by name or meaning and copies its name for a block's `glyph` field. */
export default function GlyphSearchScreen() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const results = searchGlyphs(deferredQuery);
  const visible = results.slice(0, shown);

  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.hint`)}</p>
      <label htmlFor={searchId}>{t(`${K}.search`)}</label>
      <input
        id={searchId}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setShown(PAGE_SIZE);
        }}
      />
      <p role="status">{t(`${K}.count`, { count: results.length })}</p>
      <ul className="glyph-search__grid">
        {visible.map((glyph) => (
          <li key={glyph.name} className="glyph-search__tile" title={glyph.tags.join(', ')}>
            <svg className="glyph-search__icon" aria-hidden="true" focusable="false">
              <use href={`${spriteUrl}#${glyph.name}`} />
            </svg>
            <code>{glyph.name}</code>
            <CopyButton text={glyph.name} label={t(`${K}.copy-of`, { name: glyph.name })} />
          </li>
        ))}
      </ul>
      {results.length > shown && (
        <button type="button" className="button" onClick={() => setShown((count) => count + PAGE_SIZE)}>
          {t(`${K}.more`, { count: results.length - shown })}
        </button>
      )}
    </Screen>
  );
}
