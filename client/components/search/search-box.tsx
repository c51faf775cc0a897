import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '../../../shared/suggestions';
import { clampQuery, SEARCH_QUERY_MAX_LENGTH, searchHref, suggestionHref } from './search-href';
import { SEARCH_BOX_TEXT as SEARCH_BOX_TEXT_EN, SUGGESTION_GROUP_LABELS as SUGGESTION_GROUP_LABELS_EN } from '#messages/client/components/search/search';
import { loadSuggestionSource } from './load-suggestion-source';
import { groupSuggestions } from './suggestion-groups';
import { useSuggestions } from './use-suggestions';
import { SEARCH_PATH } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';
import { INTENT_REST_MS, intendToGo, lastTypedBeforeCode, typedBeforeCode } from '../../../shared/framework/page';

/** The query a location stands for: the results page's q, else nothing. */
function queryOfLocation(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? clampQuery(new URLSearchParams(search).get('q')) : '';
}

function SearchIcon() {
  return (
    <svg
      className="search-box__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/** How long after the suggestions come the results page's code is asked for (docs/decisions/073). */
const RESULTS_CODE_AFTER_MS = 200;

/** Keeps focus where it is while an option or the button is pressed (the popup stays open). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The header search: a WAI-ARIA combobox with a grouped listbox of type-ahead suggestions.
 * It is a plain GET form to /search underneath, so it works before hydration; afterwards a
 * submission or a chosen suggestion is a client navigation. It hydrates on first use (the header
 * renders it through `SearchIsland`), so its code is in no page's first load.
 *
 * Focus stays in the input throughout; the active option is conveyed with
 * aria-activedescendant. Suggestions are fetched only after the visitor types (never while
 * hydrating), and shown only while they answer the text in the box.
 */
export function SearchBox() {
  const SEARCH_BOX_TEXT = useMessages(SEARCH_BOX_TEXT_EN);
  const groupLabels = useMessages(SUGGESTION_GROUP_LABELS_EN);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => queryOfLocation(pathname, search));
  // True once the visitor has typed since the last navigation: suggestions are for typing only.
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listboxId = useId();
  const listboxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // When the visitor last typed in the box: the lookups' pause counts from there.
  const lastKeyAt = useRef<number | null>(null);
  const result = useSuggestions(editing ? text : '', lastKeyAt);
  const current = result && result.query === text.trim() ? result : null;
  const groups = current ? groupSuggestions(current.suggestions, groupLabels) : [];
  const ordered: Suggestion[] = groups.flatMap((group) => group.options.map((option) => option.suggestion));
  const expanded = open && ordered.length > 0;
  // The language's prefix, for the addresses fetched ahead (links have it in their href).
  const base = useHref('/').replace(/\/$/, '');
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // New suggestions or new text: nothing is active until the visitor moves.
  useEffect(() => setActive(-1), [result, text]);

  // Any navigation closes the popup; the box shows the query of a results page. Not on the
  // first render, whose text is already the location's, or what was typed before hydration. Nor
  // when the visitor is typing in the box as another page comes in (a back, a link's page that
  // took a moment): the text is theirs, not the old page's, unless the box itself went there.
  // (A ref, set as the key is handled: a state read here could be a render older than the last
  // key, whose update React has queued but not yet rendered when this effect runs.)
  const shownLocation = useRef(`${pathname}${search}`);
  const ownNavigation = useRef(false);
  const typed = useRef(false);
  useEffect(() => {
    if (shownLocation.current === `${pathname}${search}`) return;
    shownLocation.current = `${pathname}${search}`;
    const own = ownNavigation.current;
    ownNavigation.current = false;
    if (!own && typed.current && document.activeElement === inputRef.current) return;
    typed.current = false;
    setText(queryOfLocation(pathname, search));
    setEditing(false);
    setOpen(false);
  }, [pathname, search]);

  // The box hydrates on first use (../../../shared/framework/page/hydrate-on-use.tsx): text typed before its code arrived is
  // in the field, not in the state; the visitor then sees suggestions as if typed afterwards. The
  // text may be the very query the results page wrote there, typed again: it still was typed.
  useEffect(() => {
    const field = inputRef.current;
    if (!field || (field.value === text && !typedBeforeCode(field))) return;
    lastKeyAt.current = lastTypedBeforeCode(field);
    setText(field.value);
    if (document.activeElement !== field) return;
    typed.current = true;
    setEditing(true);
    setOpen(true);
    // Once, on hydration: later text comes through onChange.
  }, []);

  // What the visitor is about to do, fetched ahead as a link's page is on intent (docs/decisions/073).
  // An option they stay on (the arrow keys, or the mouse over it) is where they are going.
  const activeHref = expanded && active >= 0 && ordered[active] ? base + suggestionHref(ordered[active]) : null;
  useEffect(() => {
    if (!activeHref) return;
    const timer = setTimeout(() => intendToGo(activeHref), INTENT_REST_MS);
    return () => clearTimeout(timer);
  }, [activeHref]);

  // Words typed and their lookups answered: the results page is where the visitor is going, with
  // words not final yet. Its code is asked for once the suggestions are on screen: not beside the
  // lookups, nor in the frame that shows their answer.
  const answered = editing && current !== null;
  useEffect(() => {
    if (!answered) return;
    const timer = setTimeout(() => intendToGo(base + SEARCH_PATH, true), RESULTS_CODE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [answered, base]);

  // The button is a link to the results for the words in the box (none while it is empty).
  const buttonRest = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resultsAhead = () => {
    if (text.trim()) intendToGo(base + searchHref(text));
  };

  // The active option stays visible when the list scrolls.
  useEffect(() => {
    if (active < 0) return;
    listboxRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    ownNavigation.current = true;
    navigate(suggestionHref(suggestion));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    ownNavigation.current = true;
    navigate(searchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (ordered.length === 0) return;
        event.preventDefault();
        const last = ordered.length - 1;
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : last);
          return;
        }
        // Wraps at both ends; from "nothing active" the first or last option.
        setActive((i) => (i < 0 ? (down ? 0 : last) : down ? (i === last ? 0 : i + 1) : i === 0 ? last : i - 1));
        return;
      }
      case 'Enter': {
        const chosen = expanded && active >= 0 ? ordered[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        // Otherwise the form submits: the results page for the text.
        return;
      }
      case 'Escape':
        // Handled here, so the mobile menu (listening on window) stays open.
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
          setEditing(false);
          typed.current = false;
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const announcement = open && current ? SEARCH_BOX_TEXT.announcement({ count: ordered.length }) : '';

  return (
    <form role="search" aria-label={SEARCH_BOX_TEXT.landmark} action={SEARCH_PATH} method="get" className="search-box" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_BOX_TEXT.label}
      </label>
      <div className="search-box__field">
        <input
          ref={inputRef}
          id={inputId}
          className="search-box__input"
          type="text"
          name="q"
          value={text}
          placeholder={SEARCH_BOX_TEXT.placeholder}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            typed.current = true;
            lastKeyAt.current = performance.now();
            setText(event.target.value);
            setEditing(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => void loadSuggestionSource()}
          onBlur={close}
        />
        <button
          type="submit"
          className="search-box__submit"
          onMouseDown={keepFocus}
          onMouseEnter={() => {
            buttonRest.current = setTimeout(resultsAhead, INTENT_REST_MS);
          }}
          onMouseLeave={() => clearTimeout(buttonRest.current)}
          onFocus={resultsAhead}
          onTouchStart={resultsAhead}
          onClick={(event) => {
            // With nothing typed, the button leads to the box (where it is collapsed into the
            // button, this opens it) rather than to the whole catalogue.
            if (!text.trim()) {
              event.preventDefault();
              inputRef.current?.focus();
            }
          }}
        >
          <SearchIcon />
          <span className="visually-hidden">{SEARCH_BOX_TEXT.submit}</span>
        </button>
      </div>
      <div id={listboxId} ref={listboxRef} role="listbox" aria-label={SEARCH_BOX_TEXT.listboxLabel} className="search-box__listbox" hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className="search-box__group">
            <div id={`${listboxId}-${group.kind}`} role="presentation" className="search-box__group-label">
              {group.label}
            </div>
            {group.options.map(({ suggestion, index }) => (
              <div
                key={`${suggestion.kind}-${suggestion.id}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-index={index}
                className="search-box__option"
                onMouseDown={keepFocus}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(suggestion)}
              >
                {suggestion.label}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </form>
  );
}
