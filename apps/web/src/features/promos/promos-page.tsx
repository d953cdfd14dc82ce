import { Gift } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

/** `/promos`: active promotions with their terms. */
export function PromosPage() {
  return (
    <PlannedScreen
      section="Promotions"
      title="Promos"
      subtitle="Offers for new and returning players, with plain-language terms."
      icon={<Gift aria-hidden="true" />}
      highlights={[
        'Deposit match on your first deposit',
        'Referral bonus when a friend joins with your code',
        'Promo codes, checked as you type when you sign up',
        'The full terms and expiry date of each offer',
      ]}
      links={[
        { to: '/register', label: 'Sign up to claim' },
        { to: '/login', label: 'Log in' },
      ]}
    />
  );
}
