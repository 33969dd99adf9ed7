/** /agent and /agentHome show only the agent view (SPEC 2). */
export function isAgentPath(pathname: string): boolean {
  return /^\/agent(home)?\/?$/i.test(pathname);
}

/** Game pages hide the side menu (SPEC 2: /seamless, /lottert, /vnlottery, /sealottery, and /lottery). */
export function isGamePagePath(pathname: string): boolean {
  return /^\/(seamless|lottert|lottery|vnlottery|sealottery)\/?$/i.test(pathname);
}

export type SystemView = 'site' | 'maintenance' | 'region-blocked';

/** System status 0 shows the site, 1 the maintenance page, 2 the region-blocked page. */
export function systemView(status: number | null | undefined): SystemView {
  if (status === 1) return 'maintenance';
  if (status === 2) return 'region-blocked';
  return 'site';
}

/** The home lobby itself (its aliases redirect here): the only page announcement popups open over. */
export function isLobbyPath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}
