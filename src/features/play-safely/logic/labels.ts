import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlayBreakPeriod, PlayLimitKind } from '@generated/model';

/** Each limit's label on the page. */
export const LIMIT_LABELS: Record<PlayLimitKind, MessageDescriptor> = {
  depositDay: msg`Deposits per day`,
  depositWeek: msg`Deposits per week`,
  depositMonth: msg`Deposits per month`,
  lossDay: msg`Losses per day`,
  lossWeek: msg`Losses per week`,
  lossMonth: msg`Losses per month`,
  sessionMinutes: msg`Session time (minutes)`,
};

export const PERIOD_LABELS: Record<PlayBreakPeriod, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6w': msg`6 weeks`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  '2y': msg`2 years`,
  '5y': msg`5 years`,
};
