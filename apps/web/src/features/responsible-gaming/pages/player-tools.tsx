import { ArrowRight, Ban, Coffee, PiggyBank, Receipt, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../shared/ui/index.ts';

/** The mobile app's pages link within `/m/`; the web's go to the account area. */
export function useWebview(): boolean {
  return useLocation().pathname.startsWith('/m/');
}

/** Sibling content pages, in the same shell (webview or web) as the page linking to them. */
export function contentPath(path: '/guarddog' | '/responsible-gaming-resources', webview: boolean): string {
  return webview ? `/m${path}` : path;
}

const ACCOUNT_TOOLS = '/account/responsible-gaming';
const WEBVIEW_TOOLS = '/m/responsible-gaming-limits';

interface PlayerTool {
  title: string;
  body: string;
  icon: ReactNode;
  /** The group's sub-address in the webview (`/m/responsible-gaming-limits/<segment>`). */
  segment: 'deposit' | 'spend' | 'entry-fee' | 'breaks';
}

export const PLAYER_TOOLS: readonly PlayerTool[] = [
  {
    title: 'Deposit limits',
    body: 'Cap what you can deposit in a day, a week and a month.',
    icon: <PiggyBank aria-hidden="true" />,
    segment: 'deposit',
  },
  {
    title: 'Spend limits',
    body: 'Cap what you spend on entries and bets in a day, a week and a month.',
    icon: <Receipt aria-hidden="true" />,
    segment: 'spend',
  },
  {
    title: 'Maximum entry fee',
    body: 'Set the most you can put into any one entry.',
    icon: <Ticket aria-hidden="true" />,
    segment: 'entry-fee',
  },
  {
    title: 'Time-out',
    body: 'A break from paid play for 24 hours up to 90 days. You can still withdraw.',
    icon: <Coffee aria-hidden="true" />,
    segment: 'breaks',
  },
  {
    title: 'Self-exclusion',
    body: 'Close paid play for 1, 3 or 5 years, or for good. Entries on games not started are refunded.',
    icon: <Ban aria-hidden="true" />,
    segment: 'breaks',
  },
];

export function toolPath(tool: PlayerTool, webview: boolean): string {
  return webview ? `${WEBVIEW_TOOLS}/${tool.segment}` : ACCOUNT_TOOLS;
}

interface TileLink {
  title: string;
  body: string;
  icon: ReactNode;
  to: string;
}

/** Each tool as a card that opens it in the player's own account; `related` adds a sixth card to another page. */
export function PlayerToolLinks({ related, className }: { related?: TileLink; className?: string }) {
  const webview = useWebview();
  const tiles = PLAYER_TOOLS.map((tool) => ({ ...tool, to: toolPath(tool, webview), testId: 'player-tool' }));
  if (related) tiles.push({ ...related, segment: 'breaks', testId: 'related-page' });
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {tiles.map((tool) => (
        <li key={tool.title}>
          <Link
            to={tool.to}
            data-testid={tool.testId}
            className="group flex h-full gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-[border-color,box-shadow] hover:border-brand/50 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-brand sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-5">
              {tool.icon}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-center gap-1 font-semibold text-text">
                {tool.title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
                />
              </span>
              <span className="text-pretty text-muted text-sm">{tool.body}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
