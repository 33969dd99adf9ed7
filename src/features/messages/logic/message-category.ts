import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { MessageCategory } from '@generated/model';

/** What a message is about, in words (a short tag beside its title). */
export function useMessageCategoryLabel() {
  const { t } = useLingui();
  return useCallback(
    (category: MessageCategory): string =>
      ({
        system: t({ message: 'Notice', comment: 'Tag of a platform message from the site (news, maintenance)' }),
        promotion: t({ message: 'Promotion', comment: 'Tag of a platform message about a promotion' }),
        transaction: t({ message: 'Wallet', comment: 'Tag of a platform message about a deposit or withdrawal' }),
        account: t({ message: 'Account', comment: 'Tag of a platform message about the account and security' }),
      })[category],
    [t],
  );
}
