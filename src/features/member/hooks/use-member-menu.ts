import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { permissionQueryOptions, unreadCountQueryOptions } from '@/api/queries';
import { activitiesQueryOptions, missionSummaryQueryOptions } from '@/api/reward-queries';
import { unwrap } from '@/api/query-options';
import { menuItems, type MenuBadge, type MenuGate } from '@/lib/route-menu';
import { useLanguage } from '@/lib/use-language';
import type { CentreMenuItem } from '@/ui/centre-layout';

type Gates = Partial<Record<MenuGate, boolean>>;

/** SPEC 6 gates of the member centre: points by PTSYS3, manual rebate by MANPLAYREB3, play safely by PLAYSAFE3, referral by availablePromo REFERRAL. */
function useMemberGates(): Gates {
  const permission = useQuery({
    ...permissionQueryOptions(),
    select: (response): Gates => {
      const value = unwrap(response);
      const flags = Object.fromEntries((value.whitelabel ?? []).map((flag) => [flag.modId, flag.enabled]));
      return {
        PTSYS3: flags.PTSYS3 === true,
        MANPLAYREB3: flags.MANPLAYREB3 === true,
        PLAYSAFE3: flags.PLAYSAFE3 === true,
        REFERRAL: value.availablePromo?.some((promo) => promo.code === 'REFERRAL' && promo.enabled) === true,
      };
    },
  });
  return permission.data ?? {};
}

/** The red counts of SPEC 2: unread messages, rewards ready to claim, mission rewards. */
function useMemberBadges(): Partial<Record<MenuBadge, number>> {
  const unread = useQuery(unreadCountQueryOptions());
  const rewards = useQuery({ ...activitiesQueryOptions(useLanguage()), select: (response) => unwrap(response).claimableCount });
  const missions = useQuery({ ...missionSummaryQueryOptions(), select: (response) => unwrap(response).claimableCount ?? 0 });
  return { messages: unread.data ?? 0, rewards: rewards.data ?? 0, missions: missions.data ?? 0 };
}

/** The member-centre menu: every member page's route staticData, gated and counted (`phone`: the "Me" list's entries too). */
export function useMemberMenu({ phone = false }: { phone?: boolean } = {}): CentreMenuItem[] {
  const { i18n } = useLingui();
  const router = useRouter();
  const gates = useMemberGates();
  const badges = useMemberBadges();
  return menuItems(Object.values(router.routesById), 'member', (gate) => gates[gate] === true, { phone }).map((item) => ({
    key: item.key,
    path: item.path,
    label: i18n._(item.label),
    icon: item.icon,
    count: item.badge ? badges[item.badge] : undefined,
  }));
}
