import type { Vendor } from '@generated/model';

const DEFAULT_ICON = '/default-game.svg';

/** A vendor's logo; the default game icon when the image fails (SPEC 5). */
export function VendorLogo({ vendor, className = 'vendor-logo' }: { vendor: Pick<Vendor, 'lagerIcon' | 'vassalage'>; className?: string }) {
  return (
    <img
      className={className}
      src={vendor.lagerIcon || DEFAULT_ICON}
      alt=""
      loading="lazy"
      width={120}
      height={60}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_ICON)) event.currentTarget.src = DEFAULT_ICON;
      }}
    />
  );
}
