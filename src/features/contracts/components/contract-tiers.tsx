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
      <table>
        <caption className="visually-hidden">{t`Contract levels`}</caption>
        <thead>
          <tr>
            <th scope="col">{levelLabel}</th>
            {fields.map((field) => (
              <th key={field} scope="col" data-align="end">
                {labels.tier[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row" data-label={levelLabel}>
                {index + 1}
              </th>
              {fields.map((field) => {
                const value = tier[field];
                const text =
                  value === undefined ? '—' : field === 'rate' ? formatRate(value) : field === 'activeMemberCount' ? formatCount(value) : formatMoney(value);
                return (
                  <td key={field} data-align="end" data-field={field} data-label={labels.tier[field]}>
                    <span className="contract-tiers__value">{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
