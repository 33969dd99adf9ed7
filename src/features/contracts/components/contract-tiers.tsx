import type { ReactNode } from 'react';
import { SimpleTable } from '@/ui/simple-table';
import { useLingui } from '@lingui/react/macro';
import type { Contract } from '@generated/model';
import { formatCount, formatMoney } from '@/lib/format';
import { formatRate, TIER_FIELDS, useContractLabels } from '../logic/contract-labels';

/**
 * A contract's levels: the figures to reach (SPEC 3) and the rate each pays;
 * only the columns its levels use. On a phone each level is a card (its
 * figures labelled, contracts.css), so nothing scrolls sideways.
 */
export function ContractTiers({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const labels = useContractLabels();
  const tiers = contract.tiers ?? [];
  const levelLabel = t({ message: 'Level', context: 'contract tier', comment: 'Contract level number column' });
  const fields = TIER_FIELDS.filter((field) => tiers.some((tier) => tier[field] !== undefined));
  if (tiers.length === 0) return null;
  return (
    <div className="contract-tiers">
      <SimpleTable
        caption={t`Contract levels`}
        cardsOnPhone
        cornerHeader={levelLabel}
        columns={fields.map((field) => ({ key: field, header: labels.tier[field], align: 'end' as const }))}
        rows={tiers.map((tier, index) => ({
          key: index,
          header: index + 1,
          cells: Object.fromEntries(
            fields.map((field) => {
              const value = tier[field];
              const text =
                value === undefined ? '—' : field === 'rate' ? formatRate(value) : field === 'activeMemberCount' ? formatCount(value) : formatMoney(value);
              return [field, <span className="contract-tiers__value">{text}</span>];
            }),
          ) as Record<(typeof fields)[number], ReactNode>,
        }))}
      />
    </div>
  );
}
