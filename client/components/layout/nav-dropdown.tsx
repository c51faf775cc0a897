import { useEffect, useId, useRef } from 'react';
import type { FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../../shared/framework/page';
import { useAtom } from 'jotai';
import { openDropdownAtom } from '../../state/atoms';

export interface NavDropdownItem {
  label: string;
  to: string;
}

interface NavDropdownProps {
  /** Key stored in openDropdownAtom while this dropdown is open (one open at a time). */
  name: string;
  label: string;
  items: readonly NavDropdownItem[];
}

function isWithin(container: HTMLElement | null, target: EventTarget | null): boolean {
  return container !== null && target instanceof Node && container.contains(target);
}

/**
 * A disclosure menu of the main navigation: a button (aria-expanded / aria-controls) that shows a
 * list of links. While open it closes on a pointer press outside it, on window scroll, when focus
 * moves out of it, and on Escape (focus then returns to the button). Navigation closes it too
 * (the header resets openDropdownAtom when the location changes).
 */
export function NavDropdown({ name, label, items }: NavDropdownProps) {
  const [openDropdown, setOpenDropdown] = useAtom(openDropdownAtom);
  const open = openDropdown === name;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenDropdown((current) => (current === name ? null : current));
    const onPointerDown = (event: PointerEvent) => {
      if (!isWithin(containerRef.current, event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Marks the key as handled so the mobile menu (listening on window) stays open.
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', close);
    };
  }, [open, name, setOpenDropdown]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Only when focus lands somewhere else; a press on a non-focusable spot is left to the
    // outside-pointer handler.
    if (open && event.relatedTarget !== null && !isWithin(containerRef.current, event.relatedTarget)) {
      setOpenDropdown(null);
    }
  };

  const classes = ['header__dropdown'];
  if (open) classes.push('header__dropdown--open');
  if (active) classes.push('header__dropdown--active');

  return (
    /* biome-ignore lint/a11y/noStaticElementInteractions: a blur bubbling from the button or a link inside closes the list
       when focus leaves it; the box is no control. */
    <div className={classes.join(' ')} ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header__dropdown-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenDropdown(open ? null : name)}
      >
        {label}
        <span className="header__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="header__dropdown-panel" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="header__dropdown-link" to={item.to}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
