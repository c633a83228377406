import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CatalogueEntity } from '../../../../../src/api/lazy/catalogue';
import { usePageContext } from '../../../../../src/app/block-kit';
import { localizedPath } from '../../../../../src/engine';
import { catalogueText, type CatalogueConfig } from '../catalogue-config';
import { useSuggestions, type Suggestion } from './use-suggestions';

/** Arrow keys walk the suggestions and back to the field itself (-1), round in both directions. */
function nextActive(current: number, step: number, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

interface SearchBoxProps<E extends CatalogueEntity> {
  config: CatalogueConfig<E>;
  /** The search in force; remount the box (key) when it changes from outside, e.g. back/forward. */
  value: string;
  onSearch(text: string): void;
}

/**
 * The catalogue's search field (spec 1 §4): suggestions from 2 typed characters, arrows move through them, Enter
 * opens the highlighted one or searches the text, Escape clears the field and the search.
 */
export function SearchBox<E extends CatalogueEntity>({ config, value, onSearch }: SearchBoxProps<E>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = usePageContext();
  const inputId = useId();
  const listId = useId();
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(config, draft);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    void navigate(localizedPath(locale, suggestion.path));
  };
  const clear = () => {
    setDraft('');
    setOpen(false);
    setActive(-1);
    if (value) onSearch('');
  };
  const move = (step: number) => {
    setOpen(true);
    setActive((current) => nextActive(current, step, suggestions.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  return (
    <form
      className="catalogue-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(draft);
      }}
    >
      <label className="catalogue-visually-hidden" htmlFor={inputId}>
        {t(catalogueText(config, 'search-label'))}
      </label>
      <div className="catalogue-search__field">
        <input
          id={inputId}
          className="catalogue-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={1350}
          placeholder={t('translate.base.catalogue.search.placeholder')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {draft && (
          <button type="button" className="catalogue-search__clear" onClick={clear} aria-label={t('translate.base.catalogue.search.clear')}>
            ×
          </button>
        )}
        <button type="submit" className="button button--primary">
          {t('translate.base.catalogue.search.submit')}
        </button>
      </div>
      <ul id={listId} role="listbox" className="catalogue-search__suggestions" aria-label={t('translate.base.catalogue.search.suggestions')} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="catalogue-search__suggestion"
            // Keeps the focus in the field, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </form>
  );
}
