import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { BetRecord } from '@generated/model';

export function useBetStatusLabel() {
  const { t } = useLingui();
  return useCallback(
    (status: BetRecord['status']) => {
      switch (status) {
        case 'settled':
          return t({ message: 'Settled', comment: 'A bet whose result is final' });
        case 'open':
          return t({ message: 'Open', context: 'bet status', comment: 'A bet still waiting for its result' });
        case 'cancelled':
          return t({ message: 'Cancelled', comment: 'A bet voided and refunded' });
      }
    },
    [t],
  );
}
