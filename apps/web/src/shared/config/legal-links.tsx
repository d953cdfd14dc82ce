import { DEFAULT_LEGAL_LINKS, type LegalLinks } from '@kennel/core';
import { createContext, type ReactNode, useContext } from 'react';

const LegalLinksContext = createContext<LegalLinks>(DEFAULT_LEGAL_LINKS);

/** Makes the legal document links from the shared client config available app-wide. */
export function LegalLinksProvider({ links, children }: { links: LegalLinks; children: ReactNode }) {
  return <LegalLinksContext.Provider value={links}>{children}</LegalLinksContext.Provider>;
}

/** The legal document links; the built-in documents when start-up could not load the config. */
export function useLegalLinks(): LegalLinks {
  return useContext(LegalLinksContext);
}
