import { type ReactNode, useLayoutEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

/**
 * Names each field so the prerendered page's fields and the live page's fields pair up: by name,
 * else by id (and value, for radios and checkboxes sharing one), then by how many came before with
 * that key. A field with an id React generated (useId) pairs with nothing: those ids differ between
 * the build's render and the browser's, so the build test asks for a name or a written id.
 */
function keyedFields(container: ParentNode): Map<string, Field> {
  const keyed = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const field of container.querySelectorAll<Field>(FIELDS)) {
    const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
    const base = `${field.tagName}:${field.name || `#${field.id}`}${choice ? `=${field.value}` : ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    keyed.set(`${base}#${count}`, field);
  }
  return keyed;
}

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
}

/** Whether the visitor changed the field from what the page was written with. */
function wasTypedInto(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/**
 * Sets the live field as the visitor would, so the page's own state (React's onChange, a form
 * library's listeners) hears of it: the prototype's setter, which React's value tracking does not
 * see, then the event React listens to; a click for a box or a radio.
 */
function typeInto(field: Field, from: Field): void {
  if (isChoice(field)) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  if (field.value === from.value) return;
  typeValue(field, from.value);
}

function typeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A field React hydrated kept what the visitor typed on screen but not in the page's state (React
 * 19 hydrates the DOM's value as it is, and its value tracking takes it as already seen): set it
 * back to the server's value through the element's own setter, which the tracking sees, then type
 * the visitor's value in again as `typeInto` does, caret and all.
 */
function retype(field: Field): void {
  if (isChoice(field)) {
    field.checked = !field.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = { value: field.value, start: field.selectionStart, end: field.selectionEnd };
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  typeValue(field, typed.value);
  if (!focused) return;
  try {
    field.setSelectionRange(typed.start, typed.end);
  } catch {
    // Email, date and number fields have no caret to set.
  }
}

function restoreCaret(field: Field, from: Field): void {
  field.focus({ preventScroll: true });
  if (field instanceof HTMLSelectElement || from instanceof HTMLSelectElement) return;
  try {
    field.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // Email, date and number fields have no caret to set.
  }
}

export interface TypedFields {
  /** Types what the visitor typed into the prerendered fields into the live page's, and focuses as before. */
  carryInto(container: HTMLElement): void;
}

/**
 * Keeps hold of the prerendered page's fields before the live page replaces them: the replaced
 * elements keep their values, so what the visitor types until the very last moment is carried.
 */
export function watchTypedFields(container: HTMLElement): TypedFields {
  const prerendered = keyedFields(container);
  let focused: Field | null = null;
  const onFocusIn = (event: FocusEvent) => {
    focused =
      event.target instanceof Element && event.target.matches(FIELDS) ? (event.target as Field) : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    // Focus leaving for good, not the field being taken out of the page by the live page.
    queueMicrotask(() => {
      if (focused === left && left instanceof Node && left.isConnected) focused = null;
    });
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  const active = document.activeElement;
  if (active && container.contains(active) && active.matches(FIELDS)) focused = active as Field;

  return {
    carryInto(live) {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      const liveFields = keyedFields(live);
      for (const [key, from] of prerendered) {
        const field = liveFields.get(key);
        if (!field) continue;
        // Hydrated (a server-rendered game page): the same element, its typed value not in React's state.
        if (field === from) {
          if (wasTypedInto(from)) retype(field);
          continue;
        }
        if (wasTypedInto(from)) typeInto(field, from);
        if (focused === from && !live.contains(document.activeElement)) restoreCaret(field, from);
      }
    },
  };
}

/** Carries the typed fields across once the live page is in the DOM, before the browser paints it. */
export function CarryTypedFields({
  typed,
  container,
  children,
}: {
  typed: TypedFields;
  container: HTMLElement;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    typed.carryInto(container);
    // The live page is in place: nothing prerendered is left (tests and scripts can wait for this).
    container.removeAttribute('data-prerendered');
  }, [typed, container]);
  return children;
}
