import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { CentreMenuList } from '@/ui/centre-menu-list';
import { useMemberMenu } from '../hooks/use-member-menu';
import { meGroups, type MeGroup } from '../logic/me-groups';

/**
 * /member on a phone: "Me", the member centre's pages as a grouped list with
 * their red counts and SPEC 6 gates (from the routes' staticData). A wider
 * screen opens the default page, the security centre (SPEC 9).
 */
export function MePage() {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const items = useMemberMenu({ phone: true });
  if (!phone) return <Navigate to="/member/security-center" replace />;
  const titles: Record<MeGroup, string> = {
    money: t`Money`,
    records: t`Records`,
    rewards: t`Rewards`,
    messages: t`Messages`,
    security: t`Account and security`,
  };
  const groups = meGroups(items).map(({ group, items: entries }) => ({ key: group, title: titles[group], items: entries }));
  return <CentreMenuList title={t({ message: 'Me', comment: 'Tab bar and page title: the member centre' })} groups={groups} />;
}
