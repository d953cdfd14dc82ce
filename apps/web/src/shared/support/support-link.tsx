import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { openSupportChat } from './open-support-chat.ts';
import { isHelpDeskLink } from './support-links.ts';

type SupportLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A link to support: help-desk links open the chat widget, any other link navigates normally. */
export function SupportLink({ href, onClick, children, ...rest }: SupportLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isHelpDeskLink(href)) return;
    event.preventDefault();
    void openSupportChat(href, event.currentTarget);
  }
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
