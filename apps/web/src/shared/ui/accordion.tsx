import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from './cn.ts';

export interface AccordionItem {
  /** Stable and unique within the accordion: it names the item's button and panel ids. */
  value: string;
  title: ReactNode;
  /** A line under the title that stays visible while the item is closed, such as a team and a place. */
  summary?: ReactNode;
  content: ReactNode;
}

export type AccordionProps = {
  /** Prefix of the ids, unique on the page (the page is prerendered, so no generated ids). */
  id: string;
  items: ReadonlyArray<AccordionItem>;
  /** Heading level of each item's title, so the page outline stays right. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Items open at first. */
  defaultOpen?: ReadonlyArray<string>;
  className?: string;
};

/**
 * The WAI-ARIA accordion: each title is a heading holding a button that shows or hides its panel;
 * several panels may be open at once. Closed panels stay in the HTML (hidden) so the prerendered
 * page carries every answer.
 */
export function Accordion({
  id,
  items,
  headingLevel: Heading = 'h3',
  defaultOpen = [],
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const listRef = useRef<HTMLDivElement>(null);
  const toggle = (value: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });

  // Up, Down, Home and End move between the titles, as the pattern recommends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []),
    ];
    const current = buttons.indexOf(event.currentTarget);
    if (current < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={listRef}
      className={cn(
        'divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card',
        className,
      )}
    >
      {items.map((item) => {
        const expanded = open.has(item.value);
        const buttonId = `${id}-${item.value}-button`;
        const panelId = `${id}-${item.value}-panel`;
        return (
          <div key={item.value} data-state={expanded ? 'open' : 'closed'}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger=""
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.value)}
                onKeyDown={onKeyDown}
                className="flex w-full items-start gap-3 px-4 py-4 text-left transition-colors duration-150 hover:bg-surface-2 focus-visible:bg-surface-2 sm:px-5"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-pretty font-semibold text-base text-text tracking-tight">
                    {item.title}
                  </span>
                  {item.summary && <span className="font-normal text-muted text-sm">{item.summary}</span>}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 size-5 shrink-0 transition-transform duration-200',
                    expanded ? 'rotate-180 text-brand' : 'text-muted',
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-5 text-sm text-text sm:px-5"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
