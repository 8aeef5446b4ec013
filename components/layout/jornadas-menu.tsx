'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { JornadaMenuItem } from '@/lib/jornada-menu';
import { FOR_ATTRIBUTE, isShown, readPageState, showIn, type SeasonJornada } from '@/lib/page-phase';

interface JornadasMenuProps {
  label: string;
  items: readonly JornadaMenuItem[];
  /** The jornadas the page may describe (lib/build-season.ts). */
  season: readonly SeasonJornada[];
}

/**
 * The Jornadas dropdown: a disclosure button and a list of links (the navigation-menu pattern,
 * not role="menu", so screen readers keep treating the entries as links). Enter/Space or the
 * arrow keys open it; arrows, Home and End move; Escape closes it and returns focus to the
 * button; a click or tap outside, or focus leaving it, closes it. Entries of other jornadas or
 * phases than the page's are hidden (data-for, data-show-in) and skipped by the keys.
 * The list is rendered only while open: it needs scripts to open anyway, and closed it would
 * cost `/` its markup and styles in the first round trip (the same links are in the footer).
 */
export function JornadasMenu({ label, items, season }: JornadasMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** The links shown for the page's jornada and phase, in order. */
  const shownLinks = () => {
    const state = readPageState(season);
    return items.flatMap((item, index) => (isShown(item, state) ? [linkRefs.current[index]] : []));
  };

  const focusLink = (index: number) => {
    const links = shownLinks();
    const count = links.length;
    links[((index % count) + count) % count]?.focus();
  };

  // An arrow key on the closed button opens the list and focuses an entry once it is shown.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusLink(pendingFocus.current);
      pendingFocus.current = null;
    }
  });

  const openAndFocus = (index: number) => {
    if (open) {
      focusLink(index);
    } else {
      pendingFocus.current = index;
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = shownLinks().findIndex((link) => link === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusLink(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusLink(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusLink(0);
        break;
      case 'End':
        event.preventDefault();
        focusLink(-1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      data-dropdown=""
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <ul id={listId} onKeyDown={onListKeyDown}>
          {items.map((item, index) => (
            <li key={item.key} {...(item.phases ? showIn(...item.phases) : {})} {...(item.jornada ? { [FOR_ATTRIBUTE]: item.jornada } : {})}>
              <a
                href={item.href}
                ref={(element) => {
                  linkRefs.current[index] = element;
                }}
                onClick={() => setOpen(false)}
              >
                <span data-title="">{item.label}</span>
                <span data-meta="">
                  {item.date} · {item.status}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
