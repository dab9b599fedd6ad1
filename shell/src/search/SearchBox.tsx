import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useLocation, useNavigate } from '@sencha/platform/react-router';
import { useImageUrl } from '@sencha/ui-kit';
import { formatPrice } from '@sencha/shared/money';
import { VisuallyHidden } from '@sencha/ui-kit/ui';
import { announcement, suggestionGroups, type SuggestionOption } from './suggestionOptions';
import { useSuggestions } from './useSuggestions';
import { SearchLabel, searchInputAttributes, searchQueryOf } from './SearchForm';
import { searchPagePath } from './searchPagePath';
import styles from './SearchBox.module.css';

interface Edit {
  /** The URL the text was typed on: a navigation shows the URL's own query again. */
  at: string;
  text: string;
  open: boolean;
  active: number;
}

const THUMBNAIL = 70;

/**
 * The shop's search box (docs/product-rules/search.md#search): a WAI-ARIA combobox with a listbox of suggestions from
 * two characters on. Down and Up walk the options, Enter opens the active one (or the results page), Escape
 * closes the list (then clears the box); a live region says how many suggestions arrived.
 */
export interface SearchBoxProps {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called before navigating (the top navigation closes its menus). */
  onNavigate: () => void;
  /** What was typed into the box before this logic loaded (SiteSearch.tsx), and whether it had the focus. */
  initialText?: string;
  autoFocus?: boolean;
}

export function SearchBox({ id, inputRef, onNavigate, initialText, autoFocus = false }: SearchBoxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const imageUrl = useImageUrl();
  const at = `${location.pathname}${location.search}`;
  const urlQuery = searchQueryOf(location);
  const [edit, setEdit] = useState<Edit>({ at, text: initialText ?? urlQuery, open: autoFocus, active: -1 });
  const current = edit.at === at ? edit : { at, text: urlQuery, open: false, active: -1 };
  const suggestions = useSuggestions(current.text);
  const groups = suggestionGroups(current.text, suggestions);
  const options = groups.flatMap((group) => group.options);
  const expanded = current.open && options.length > 0;
  const active = expanded && current.active >= 0 && current.active < options.length ? current.active : -1;
  const base = useId();
  const listboxId = `${base}-listbox`;
  const optionId = (option: SuggestionOption) => `${base}-${option.id}`;

  const update = (changes: Partial<Edit>) => setEdit({ ...current, ...changes });
  const go = (to: string) => {
    setEdit({ at, text: current.text, open: false, active: -1 });
    onNavigate();
    void navigate(to);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) go(chosen.to);
    else if (current.text.trim()) go(searchPagePath(current.text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no active option, Down goes to the first and Up to the last.
      const from = active >= 0 ? active : step === 1 ? -1 : options.length;
      update({ open: true, active: (from + step + options.length) % options.length });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) update({ open: false, active: -1 });
      else update({ text: '', active: -1 });
    }
  };

  return (
    <form
      id={id}
      role="search"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) update({ open: false, active: -1 });
      }}
    >
      <SearchLabel htmlFor={`${base}-input`} />
      <input
        ref={inputRef}
        id={`${base}-input`}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 && options[active] ? optionId(options[active]) : undefined}
        {...searchInputAttributes}
        autoFocus={autoFocus}
        value={current.text}
        onChange={(event) => update({ text: event.target.value, open: true, active: -1 })}
        onFocus={() => update({ open: true })}
        onClick={() => update({ open: true })}
        onKeyDown={onKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.listbox}
        hidden={!expanded}
      >
        {groups.map((group) => (
          <div key={group.label} role="group" aria-label={group.label} className={styles.group}>
            {group.titled && (
              <div className={styles.groupLabel} aria-hidden="true">
                {group.label}
              </div>
            )}
            {group.options.map((option) => {
              const index = options.indexOf(option);
              return (
                <div
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={index === active}
                  className={`${styles.option} ${index === active ? styles.active : ''}`}
                  // Keeps the focus in the box, so the list stays open until the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.to)}
                >
                  {option.kind === 'tea' ? (
                    <>
                      <img
                        src={imageUrl(option.tea.imageURL, { width: THUMBNAIL })}
                        alt=""
                        width={THUMBNAIL / 2}
                        height={THUMBNAIL / 2}
                        className={styles.thumbnail}
                      />
                      <span className={styles.name}>{option.label}</span>
                      <span className={styles.price}>{formatPrice(option.tea.price)}</span>
                    </>
                  ) : (
                    <span className={styles.name}>{option.label}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{current.open ? announcement(suggestions) : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
