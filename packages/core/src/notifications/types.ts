/** What a notification is about; each has its own email switch on the account page. */
export const NOTIFICATION_TYPES = [
  'draft_starting',
  'on_the_clock',
  'entry_settled',
  'deposit_landed',
  'withdrawal_sent',
  'limit_in_effect',
  'identity_decision',
  'support_reply',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The account page's label and one-line explanation of each type. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, { label: string; description: string }> = {
  draft_starting: { label: 'Draft starting', description: 'A draft you joined is about to begin.' },
  on_the_clock: { label: "You're on the clock", description: 'Your pick is due in a slow draft.' },
  entry_settled: { label: 'Entry settled', description: "A pick'em entry, best ball team or bet is graded." },
  deposit_landed: { label: 'Deposit landed', description: 'Money you deposited is in your balance.' },
  withdrawal_sent: { label: 'Withdrawal sent', description: 'A withdrawal was paid out to you.' },
  limit_in_effect: {
    label: 'Limit change in effect',
    description: 'A raised or removed responsible-gaming limit now applies.',
  },
  identity_decision: {
    label: 'Identity decision',
    description: 'Your identity check was approved or declined.',
  },
  support_reply: { label: 'Support reply', description: 'Kennel support answered your message.' },
};

/** Email is on for every type until the player turns it off. */
export const DEFAULT_EMAIL_PREFERENCE = true;

/** The page size of the notification centre. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
