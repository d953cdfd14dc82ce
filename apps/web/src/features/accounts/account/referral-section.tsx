import { Gift, Share2 } from 'lucide-react';
import { Button, Card, CardBody, CardHeader, Input } from '../../../shared/ui/index.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { referralLinkFor } from '../referral/referring-link.ts';
import { WithAccount } from './use-account.tsx';

function share(link: string) {
  void navigator
    .share({ title: 'Join me on Kennel', text: 'Draft and play pick’em with me on Kennel.', url: link })
    .catch(() => {
      // The user closed the share sheet: nothing to do.
    });
}

/** Refer a friend: the player's invite link to copy or share; it pre-fills their code at sign-up. */
export function ReferralSection() {
  return (
    <WithAccount>
      {(account) => {
        const link = referralLinkFor(account.referral_code);
        return (
          <Card>
            <CardHeader
              as="h2"
              title="Invite friends"
              subtitle="Share your link. When a friend signs up with it, your referral code is filled in for them."
              action={<Gift aria-hidden="true" className="size-6 text-brand" />}
            />
            <CardBody className="flex flex-col gap-4">
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  readOnly
                  value={link}
                  aria-label="Your referral link"
                  onFocus={(event) => event.target.select()}
                />
                <div className="flex gap-2">
                  <CopyButton text={link} label="Copy link" className="flex-1 sm:flex-none" />
                  {typeof navigator.share === 'function' && (
                    <Button
                      variant="secondary"
                      icon={<Share2 aria-hidden="true" />}
                      onClick={() => share(link)}
                    >
                      Share
                    </Button>
                  )}
                </div>
              </div>
              <p className="text-muted text-sm">
                Your code:{' '}
                <span className="font-mono font-semibold text-text tracking-wide">
                  {account.referral_code}
                </span>
              </p>
            </CardBody>
          </Card>
        );
      }}
    </WithAccount>
  );
}
