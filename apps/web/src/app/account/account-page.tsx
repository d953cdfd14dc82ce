import { AccountPage as AccountSectionsPage } from '../../features/accounts/account/index.ts';
import { ACCOUNT_SECTIONS } from './account-sections.ts';

/** `/account/*` with every feature's section: composed here, so no feature imports another. */
export function AccountPage() {
  return <AccountSectionsPage sections={ACCOUNT_SECTIONS} />;
}
