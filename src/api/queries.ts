import { queryOptions } from '@tanstack/react-query';
import { getGetGameMenusQueryOptions } from '@generated/api/games/games';
import { getGetMemberInfoQueryOptions, getGetUnreadMessageCountQueryOptions } from '@generated/api/member/member';
import { getGetPermissionQueryOptions } from '@generated/api/system/system';
import { getGetConsolidatedFundsQueryOptions, getGetWalletBalanceQueryOptions } from '@generated/api/wallet/wallet';
import { STALE, unwrap } from './query-options';

/*
 * Queries that more than one feature reads. Each is declared once, here; a
 * feature narrows it with `select` (spread the options, add its own select)
 * but never re-declares the call. Those every page may read are here (the
 * header, the guards, the start-up); those only some pages read are in
 * reward-queries.ts, so their generated modules load with those pages (issue 12).
 */

/** The site permission: customer service, resources, whitelabel flags, register switches. */
export const permissionQueryOptions = () => queryOptions({ ...getGetPermissionQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** The main and vendor wallets; the member bar and the wallet pages read the same cache entry. */
export const walletBalanceQueryOptions = () => queryOptions({ ...getGetWalletBalanceQueryOptions(), staleTime: STALE.live, select: unwrap });

/** The signed-in member (account, nickname, type, balance). */
export const memberInfoQueryOptions = () => queryOptions({ ...getGetMemberInfoQueryOptions(), staleTime: STALE.short, select: unwrap });

/** Every game type with its vendors, in a language: the header, side menu, lobby and game pages share it. */
export const gameMenusQueryOptions = (language: string) =>
  queryOptions({ ...getGetGameMenusQueryOptions({ language }), staleTime: STALE.medium, select: unwrap });

/** Unread platform messages: the header and the member-centre menu show the same count. */
export const unreadCountQueryOptions = () => queryOptions({ ...getGetUnreadMessageCountQueryOptions(), staleTime: STALE.short, select: unwrap });

/**
 * Consolidated funds (AGENTPOLICY3): main, vendor and held money, and the contract flags that gate the agent's
 * pages. Money, so refetched when a screen mounts; the wallet, the agent menu and the report gate share the entry.
 */
export const consolidatedFundsQueryOptions = () => queryOptions({ ...getGetConsolidatedFundsQueryOptions(), staleTime: STALE.live, select: unwrap });
