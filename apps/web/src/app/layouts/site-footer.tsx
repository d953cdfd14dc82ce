import type { LegalLinkKey } from '@kennel/core';
import { Link } from 'react-router';
import { useLegalLinks } from '../../shared/config/index.ts';
import { usePageTime } from '../../shared/hydration/index.ts';
import { cn, Logo } from '../../shared/ui/index.ts';

const LEGAL_LABELS: ReadonlyArray<[LegalLinkKey, string]> = [
  ['enhanced_terms_of_use_url', 'Terms of use'],
  ['enhanced_privacy_policy_url', 'Privacy policy'],
  ['enhanced_disclosure_url', 'Disclosures'],
  ['enhanced_membership_agreement_url', 'Membership agreement'],
  ['enhanced_rulebook_url', 'Rules'],
  ['glba_privacy_notice_url', 'GLBA privacy notice'],
];

const COMPANY_LINKS: ReadonlyArray<[string, string]> = [
  ['/responsible-gaming-resources', 'Responsible gaming'],
  ['/guarddog', 'GuardDog'],
  ['/legality-underdog-contests', 'Where it’s legal'],
  ['/average-results', 'Average results'],
  ['/careers', 'Careers'],
  ['/download', 'Get the app'],
];

function FooterLink({ to, children }: { to: string; children: string }) {
  const className = 'text-muted hover:text-text hover:underline';
  return /^https?:\/\//.test(to) ? (
    <a href={to} target="_blank" rel="noreferrer" className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** Legal links from the shared client config and the responsible-gaming line, on every page with a footer. */
export function SiteFooter({ compact = false, className }: { compact?: boolean; className?: string }) {
  const links = useLegalLinks();
  const year = usePageTime().getFullYear();
  return (
    <footer data-testid="site-footer" className={cn('border-border border-t bg-surface', className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8 text-sm sm:px-6">
        {!compact && (
          <div className="flex flex-col justify-between gap-5 sm:flex-row">
            <Logo size={24} />
            <nav aria-label="About Kennel">
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {COMPANY_LINKS.map(([to, label]) => (
                  <li key={to}>
                    <FooterLink to={to}>{label}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        )}
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LABELS.map(([key, label]) => (
              <li key={key}>
                <FooterLink to={links[key]}>{label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-muted text-xs leading-relaxed">
          Must be of legal age and located in an eligible state to play for real money. Gambling problem? Call{' '}
          <a href="tel:18004262537" className="font-semibold text-text hover:underline">
            1-800-GAMBLER
          </a>
          . © {year} Kennel.
        </p>
      </div>
    </footer>
  );
}
