import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEditorLauncher, type ActiveMode } from '../../app/editing/editor-launcher-store';
import { useLocale } from '../../app/routing/use-route';
import { localizedPath, ROUTES } from '../../engine';
import './editor-menu.css';

const MODE_ITEMS: readonly { mode: ActiveMode; label: string }[] = [
  { mode: 'edit', label: 'translate.base.editor.menu.edit-mode' },
  { mode: 'meta', label: 'translate.base.editor.menu.meta-mode' },
  { mode: 'tags', label: 'translate.base.editor.menu.tag-viewer' },
];

const TOOL_ITEMS: readonly { page: string; label: string; siteEditorOnly?: boolean }[] = [
  { page: 'site-editor', label: 'translate.base.editor.menu.site-settings', siteEditorOnly: true },
  { page: 'file-uploader', label: 'translate.base.editor.menu.file-uploader' },
  { page: 'glyph-search', label: 'translate.base.editor.menu.glyph-search' },
  { page: 'live-now-ticker-editor', label: 'translate.base.editor.menu.live-now' },
  { page: 'roundtable-nominations', label: 'translate.base.editor.menu.nominations', siteEditorOnly: true },
  { page: 'audit-log', label: 'translate.base.editor.menu.audit-log', siteEditorOnly: true },
  { page: 'evaluation-forms', label: 'translate.base.editor.menu.evaluation-forms', siteEditorOnly: true },
  { page: 'evaluation-results', label: 'translate.base.editor.menu.evaluation-results', siteEditorOnly: true },
  { page: 'qa', label: 'translate.base.editor.menu.qa', siteEditorOnly: true },
];

/** The route table owns the tool pages' paths, so the menu never links somewhere the router does not serve. */
function toolPath(page: string): string | undefined {
  return ROUTES.find((route) => route.page === page && !route.pattern.includes(':'))?.pattern;
}

type Opening = 'first' | 'last' | null;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
}

/**
 * The editor menu of the account area (spec 2 §6): labelled "Administrator" for site editors and "Content Editor"
 * otherwise; it toggles the editing modes and links the editing tools. A menu button in the WAI-ARIA pattern:
 * arrows move between items, Escape closes it and gives focus back to the button. Loaded lazily by the account area,
 * so attendees never download it.
 */
export default function EditorMenu({ label, siteEditor }: { label: string; siteEditor: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = useEditorLauncher((state) => state.mode);
  const [opening, setOpening] = useState<Opening>(null);
  const open = opening !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpening(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!opening) return undefined;
    const list = menuItems(menuRef.current);
    list[opening === 'first' ? 0 : list.length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opening]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[((moves[event.key] as number) + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: ActiveMode) => {
    close(true);
    useEditorLauncher.getState().toggle(item);
  };

  const tools = TOOL_ITEMS.filter((item) => siteEditor || !item.siteEditorOnly).flatMap((item) => {
    const path = toolPath(item.page);
    return path ? [{ ...item, path }] : [];
  });

  return (
    <div className="editor-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="editor-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpening('first'))}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg className="editor-menu__chevron" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} className="editor-menu__list" role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKey}>
          {MODE_ITEMS.map((item) => (
            <li key={item.mode} role="none">
              <button type="button" role="menuitemcheckbox" aria-checked={mode === item.mode} tabIndex={-1} onClick={() => choose(item.mode)}>
                {t(item.label)}
              </button>
            </li>
          ))}
          {tools.length > 0 && <li role="separator" className="editor-menu__separator" />}
          {tools.map((item) => (
            <li key={item.page} role="none">
              <Link role="menuitem" tabIndex={-1} to={localizedPath(locale, item.path)} onClick={() => close(false)}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
