import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React the tests drive updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

/** Renders into a fresh element of the test's DOM (happy-dom). Test-only. */
export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Waits (letting React and the network run) until `find` returns something; fails after `ms`. */
export async function waitFor<T>(find: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end)
      throw new Error(`waitFor: nothing found in ${ms} ms\n${document.body.innerHTML.slice(0, 2000)}`);
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
}

/** The first element whose text includes `text` (deepest match), among `selector` matches. */
export function byText(root: ParentNode, text: string, selector = '*'): HTMLElement | undefined {
  const all = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) =>
    el.textContent?.includes(text),
  );
  return all.find((el) => ![...el.children].some((child) => child.textContent?.includes(text))) ?? all[0];
}

/** The control labelled `label` (by <label for>). */
export function byLabel<E extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  label: string,
): E | undefined {
  const el = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const id = el?.getAttribute('for');
  return id ? ((root.querySelector(`[id="${id}"]`) as E | null) ?? undefined) : undefined;
}

export function click(el: HTMLElement | undefined): void {
  if (!el) throw new Error('click: no element');
  act(() => el.click());
}

/** Types into a React-controlled input or textarea (React listens for `input` events). */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement | undefined, value: string): void {
  if (!el) throw new Error('typeInto: no element');
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits a form the way Enter in one of its fields does. */
export function submit(form: HTMLFormElement | null | undefined): void {
  if (!form) throw new Error('submit: no form');
  act(() => {
    form.requestSubmit();
  });
}
