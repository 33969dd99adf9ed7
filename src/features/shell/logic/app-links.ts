import type { CustomerServiceChannel, Resource } from '@generated/model';
import { decodeServicePath } from '@/lib/decode';

/* The QR codes' size and the iOS link are in app-qr.ts: only the app-download panel and page run them, and this module is in the lobby's initial JS (issue 33). */

/** The first resource of a type (Android, TELEGRAM, TELEGRAM1, WHATSAPP) with an http(s) link. */
export function resourceLink(resources: readonly Resource[] | undefined, type: Resource['type']): string | null {
  const url = resources?.find((resource) => resource.type === type)?.url;
  if (!url) return null;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

export type ServiceEntry = { csType: CustomerServiceChannel['csType']; title?: string; href: string };

const SERVICE_ORDER: ReadonlyArray<CustomerServiceChannel['csType']> = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'];

/**
 * The side menu's customer-service entries, in the spec's order, each path
 * decoded on the client; a channel whose path does not decode to a safe link
 * is left out rather than shown broken.
 */
export function serviceEntries(channels: readonly CustomerServiceChannel[] | undefined): ServiceEntry[] {
  return SERVICE_ORDER.flatMap((csType) => {
    const channel = channels?.find((entry) => entry.csType === csType);
    const href = decodeServicePath(channel?.path);
    return channel && href ? [{ csType, title: channel.title, href }] : [];
  });
}
