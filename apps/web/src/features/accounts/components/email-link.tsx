import { EMAIL_TOKEN_PATTERN } from '@kennel/core/accounts/security';
import { MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { AuthPage } from './auth-page.tsx';

/** Why an emailed link (verification, reset, unlock, new device) cannot be used. */
export interface LinkProblem {
  title: string;
  message: string;
}

const INCOMPLETE: LinkProblem = {
  title: 'This link is incomplete',
  message:
    'Part of the link seems to be missing. Open it from the email again, or copy the whole address into your browser. You can also ask for a new one.',
};

const SPENT: LinkProblem = {
  title: 'This link has expired or was already used',
  message: 'Links from our emails work once and for a limited time. Ask for a new one below.',
};

/** A token that cannot be right is known before asking the API (and before showing a form that cannot succeed). */
export function malformedLinkProblem(token: string): LinkProblem | null {
  return EMAIL_TOKEN_PATTERN.test(token) ? null : INCOMPLETE;
}

/** The API's answer about the link itself (unknown, used, expired or malformed), as one clear problem. */
export function linkProblemFrom(error: unknown): LinkProblem | null {
  if (!isApiRequestError(error)) return null;
  if (error.apiCode === 'token_invalid_or_expired') return SPENT;
  if (error.clientError.fields?.token) return INCOMPLETE;
  return null;
}

/** The whole page for a link that cannot be used: what happened and the one next step. */
export function LinkNotValidPage({
  page,
  problem,
  action,
}: {
  page: string;
  problem: LinkProblem;
  action: ReactNode;
}) {
  return (
    <AuthPage
      page={page}
      title={problem.title}
      subtitle={problem.message}
      icon={<MailWarning aria-hidden="true" />}
      iconTone="danger"
    >
      <div data-testid="link-not-valid" className="flex flex-col gap-3">
        {action}
      </div>
    </AuthPage>
  );
}
