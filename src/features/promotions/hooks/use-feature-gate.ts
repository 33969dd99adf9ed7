import { useQuery } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';

/**
 * SPEC 6 gates of this feature's pages: manual rebate by the whitelabel flag
 * MANPLAYREB3, invite friends by availablePromo REFERRAL. Undefined while the
 * site settings load.
 */
export function useFeatureGate(gate: 'REFERRAL' | 'MANPLAYREB3'): boolean | undefined {
  const permission = useQuery({
    ...permissionQueryOptions(),
    select: (response) => {
      const value = unwrap(response);
      return gate === 'REFERRAL'
        ? value.availablePromo?.some((promo) => promo.code === 'REFERRAL' && promo.enabled) === true
        : value.whitelabel?.some((flag) => flag.modId === 'MANPLAYREB3' && flag.enabled) === true;
    },
  });
  return permission.data;
}
