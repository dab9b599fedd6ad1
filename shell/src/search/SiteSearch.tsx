import { useId, useState } from 'react';
import { useLocation, useNavigate } from '@sencha/platform/react-router';
import { DeferredView, deferred } from '@sencha/ui-kit';
import { SearchLabel, searchInputAttributes, searchQueryOf } from './SearchForm';
import { searchPagePath } from './searchPagePath';
import type { SearchBoxProps } from './SearchBox';
import styles from './SearchBox.module.css';

/** The combobox logic (SearchBox.tsx), fetched when a shopper comes to the box (docs/architecture.md#deferred-code). */
const searchBox = deferred(() =>
  import(/* webpackChunkName: "deferred-search" */ './SearchBox').then((module) => module.SearchBox),
);

/**
 * The top navigation's search box. It paints as a plain search form; pointing at it, focusing it or typing into
 * it fetches the suggestion logic, which takes over with what was typed and the focus. Until then (or if that
 * fetch fails) Enter opens the results page.
 */
export function SiteSearch({ id, inputRef, onNavigate }: Omit<SearchBoxProps, 'initialText' | 'autoFocus'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const base = useId();
  const at = `${location.pathname}${location.search}`;
  const [typed, setTyped] = useState<{ at: string; text: string } | null>(null);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const text = typed?.at === at ? typed.text : searchQueryOf(location);
  const want = () => setWanted(true);
  const plainForm = (
    <form
      id={id}
      role="search"
      className={styles.form}
      onPointerEnter={want}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onNavigate();
        void navigate(searchPagePath(text));
      }}
    >
      <SearchLabel htmlFor={`${base}-input`} />
      <input
        ref={inputRef}
        id={`${base}-input`}
        {...searchInputAttributes}
        aria-expanded={false}
        value={text}
        onChange={(event) => {
          setTyped({ at, text: event.target.value });
          want();
        }}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
      />
    </form>
  );
  return (
    <DeferredView
      source={searchBox}
      props={{ id, inputRef, onNavigate, initialText: text, autoFocus: focused }}
      fallback={plainForm}
      wanted={wanted}
      what="The search suggestions"
    />
  );
}
