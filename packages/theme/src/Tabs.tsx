import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { storage } from '@docs/client';
import type { TabItemProps } from '@theme/TabItem';

export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  children: ReactNode;
  /** The tab shown first; otherwise the child marked `default`, otherwise the first. */
  defaultValue?: string;
  /** Labels (and tab attributes) by value, instead of each TabItem's `label`. */
  values?: TabValue[];
  /** Tabs with the same group id switch together across the site, and the choice is remembered. */
  groupId?: string;
  /** Render only the shown panel (the others are not in the HTML). */
  lazy?: boolean;
  /** Tabs stretch over the full width. */
  block?: boolean;
  className?: string;
}

/** The storage key of a group's choice: the same key Docusaurus uses, so a migrated site keeps its readers' choices. */
export const tabGroupKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/*
 * The chosen value of each group, shared by every <Tabs> of the page. Kept in memory as well as in
 * storage, so groups stay in sync when storage is unavailable; a `storage` event (a choice made in
 * another browser tab) updates it.
 */
const choices = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();

function readChoice(groupId: string): string | null {
  if (!choices.has(groupId)) choices.set(groupId, storage.get(tabGroupKey(groupId)));
  return choices.get(groupId)!;
}

function notify(groupId?: string) {
  for (const [id, set] of listeners) if (groupId === undefined || id === groupId) for (const listener of set) listener();
}

function writeChoice(groupId: string, value: string) {
  choices.set(groupId, value);
  storage.set(tabGroupKey(groupId), value);
  notify(groupId);
}

function onStorage(event: StorageEvent) {
  if (event.key === null) {
    // storage.clear() in another tab: every group reads again.
    choices.clear();
    notify();
  } else if (event.key.startsWith(tabGroupKey(''))) {
    const groupId = event.key.slice(tabGroupKey('').length);
    choices.set(groupId, event.newValue);
    notify(groupId);
  }
}

function subscribe(groupId: string, listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  let set = listeners.get(groupId);
  if (!set) listeners.set(groupId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(groupId);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const nothingStored = () => null;

/**
 * The stored choice of a group. The server and hydration render without it (the server snapshot
 * is null), so the HTML always shows the default tab and hydration matches; React then re-renders
 * with the stored choice right after hydrating. Tabs mounted later, by a client-side navigation,
 * read it in their first render and show no flash.
 */
function useGroupChoice(groupId: string | undefined): string | null {
  const subscribeGroup = useCallback((listener: () => void) => (groupId ? subscribe(groupId, listener) : () => undefined), [groupId]);
  const read = useCallback(() => (groupId ? readChoice(groupId) : null), [groupId]);
  return useSyncExternalStore(subscribeGroup, read, nothingStored);
}

type TabChild = ReactElement<TabItemProps>;

function describe(child: ReactNode): string {
  if (!isValidElement(child)) return JSON.stringify(child);
  const type = child.type as string | { displayName?: string; name?: string };
  return `<${typeof type === 'string' ? type : (type.displayName ?? type.name ?? 'Component')}>`;
}

/** The TabItem children, with fragments flattened and whitespace ignored; anything else is an author error worth a clear message. */
function tabChildren(children: ReactNode): TabChild[] {
  const result: TabChild[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && child.trim() === '') continue;
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      result.push(...tabChildren(child.props.children));
      continue;
    }
    if (isValidElement<TabItemProps>(child) && typeof child.props.value === 'string') {
      result.push(child);
      continue;
    }
    throw new Error(`Bad <Tabs> child ${describe(child)}: every child of <Tabs> must be a <TabItem> with a unique "value" prop.`);
  }
  return result;
}

function tabValues(values: TabValue[] | undefined, children: TabChild[]): TabValue[] {
  const list: TabValue[] = values ?? children.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes, default: props.default }));
  const seen = new Set<string>();
  for (const { value } of list) {
    if (seen.has(value)) throw new Error(`<Tabs> has two tabs with the value "${value}": every <TabItem> needs a unique "value".`);
    seen.add(value);
  }
  if (values) {
    for (const child of children) {
      if (!seen.has(child.props.value)) throw new Error(`<TabItem value="${child.props.value}"> is not among the "values" of its <Tabs> (${[...seen].join(', ')}).`);
    }
  }
  return list;
}

/**
 * Tabs, following the WAI-ARIA tabs pattern: a tablist of buttons with roving tabindex; Left/Right,
 * Home and End move and activate; each panel is labelled by its tab and focusable.
 */
export default function Tabs({ children, defaultValue: defaultProp, values: valuesProp, groupId, lazy = false, block = false, className }: TabsProps) {
  const items = tabChildren(children);
  const tabs = tabValues(valuesProp, items);
  const has = (value: string | null | undefined): value is string => value != null && tabs.some((t) => t.value === value);
  const defaultValue = defaultProp ?? items.find((c) => c.props.default)?.props.value ?? tabs.find((t) => t.default)?.value ?? tabs[0]?.value;
  if (defaultValue !== undefined && !has(defaultValue)) {
    throw new Error(`<Tabs> has the defaultValue "${defaultValue}", but none of its tabs has that value. The values are: ${tabs.map((t) => t.value).join(', ')}.`);
  }

  const id = useId();
  const groupChoice = useGroupChoice(groupId);
  const [selectedState, setSelected] = useState(() => (has(groupChoice) ? groupChoice : defaultValue));
  // Follow the group when it changes to a value these tabs have; a value they lack leaves them as they are.
  const [seenChoice, setSeenChoice] = useState(groupChoice);
  if (groupChoice !== seenChoice) {
    setSeenChoice(groupChoice);
    if (has(groupChoice)) setSelected(groupChoice);
  }
  const selected = has(selectedState) ? selectedState : defaultValue;

  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab the reader acted on, and where it was: switching a group can resize tabs above it, and
  // the page then scrolls by the difference so the tab stays under the pointer.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    if (!a) return;
    const delta = a.element.getBoundingClientRect().top - a.top;
    if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' });
  });

  const select = (value: string, element: HTMLElement) => {
    if (value === selected) return;
    anchor.current = { element, top: element.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) writeChoice(groupId, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = index + (rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = index + (rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    next = (next + tabs.length) % tabs.length;
    const target = tabRefs.current[next];
    if (!target) return;
    target.focus();
    select(tabs[next]!.value, target);
  };

  const indexOf = (value: string) => tabs.findIndex((t) => t.value === value);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const shown = lazy ? items.filter((c) => c.props.value === selected) : items;

  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs--block' : 'tabs'}>
        {tabs.map(({ value, label, attributes }, index) => {
          const isSelected = value === selected;
          const extraClass = typeof attributes?.className === 'string' ? attributes.className : undefined;
          return (
            <button
              {...attributes}
              key={value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={!lazy || isSelected ? panelId(index) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={['tabs-item', isSelected && 'tabs-item--active', extraClass].filter(Boolean).join(' ')}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label ?? items.find((c) => c.props.value === value)?.props.label ?? value}
            </button>
          );
        })}
      </div>
      <div className="tabs-panels">
        {shown.map((child) => {
          const index = indexOf(child.props.value);
          return cloneElement(child, { key: child.props.value, id: panelId(index), 'aria-labelledby': tabId(index), hidden: child.props.value !== selected });
        })}
      </div>
    </div>
  );
}
