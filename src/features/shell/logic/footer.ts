import type { Vendor } from '@generated/model';

/** SPEC 9: the footer's vendor marquee shows these vendors, in this order. */
export const FOOTER_VENDOR_CODES = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** SPEC 9: 10 slides at a time with a 20 px gap. */
export const MARQUEE = { slidesPerView: 10, spaceBetween: 20 } as const;

export type FooterVendor = { code: string; name: string; icon?: string };

/** The footer vendors the server knows, in the spec's order; unknown codes still show by name. */
export function footerVendors(vendors: readonly Vendor[] | undefined): FooterVendor[] {
  return FOOTER_VENDOR_CODES.map((code) => {
    const vendor = vendors?.find((entry) => entry.vassalage === code);
    return { code, name: vendor?.displayName ?? code, icon: vendor?.lagerIcon };
  });
}

/**
 * A looping marquee needs more slides than it shows at once, so the list is
 * repeated until it has at least twice the visible count.
 */
export function marqueeSlides<T>(items: readonly T[], visible: number = MARQUEE.slidesPerView): T[] {
  if (items.length === 0) return [];
  const out: T[] = [];
  while (out.length < visible * 2) out.push(...items);
  return out;
}
