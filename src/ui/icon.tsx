import type { SVGProps } from 'react';

/**
 * The site's line icons (24 x 24, drawn with currentColor). Decorative by
 * default: the control that holds one carries the accessible name.
 */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  slots: 'M4 5h16v14H4zM8 9v6M12 9v6M16 9v6M4 12h2M18 12h2',
  live: 'M7 4h10l3 6-8 10L4 10zM4 10h16M10 4l-2 6 4 10 4-10-2-6',
  fish: 'M3 12c3-5 9-7 14-3l4-3v12l-4-3c-5 4-11 2-14-3zM15 11h.01',
  cards: 'M5 6h9v14H5zM14 8l5 1.5-3 12-4-1M8 10l2 3-2 3',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 11l-5-1M17 19l-2.5-4M7 19l2.5-4M3 11l5-1',
  esports: 'M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.5 1.6L15 15H9l-1.5 1.6A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M15 12h.01M18 13h.01',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10',
  balls: 'M8 8m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M16 16m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M17 5h.01M6 17h.01',
  rooster: 'M12 4c1-1 3-1 3 1l2-1-1 3c2 1 3 3 3 6 0 4-3 7-7 7s-6-3-6-6c0-2 1-3 3-4l-1-2h3zM12 20v1M9 21h6M14 10h.01',
  board: 'M4 4h16v16H4zM4 12h16M12 4v16M8 8h.01M16 16h.01',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1-3-5-4-5-1 0 1 2 1 5 1zM12 7c1-3 5-4 5-1 0 1-2 1-5 1z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M19 15c2 .7 3 2.6 3 6',
  phone: 'M7 2h10v20H7zM11 18h2',
  chat: 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-6-6 8',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3 2.5 6 6 6.5l1.2-1.5-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 6 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-6-3.5-9s1-6.5 3.5-9z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  plus: 'M12 5v14M5 12h14',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'eye-off':
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-4 1 4M16 13h.01',
  deposit: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  withdraw: 'M12 20V9M7 14l5-5 5 5M4 4h16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-7 8-7s8 3 8 7',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 20h8M9 17h6',
  speaker: 'M3 10v4h4l6 5V5L7 10zM16 9c1.5 1.5 1.5 4.5 0 6M19 6c3 3 3 9 0 12',
  play: 'M8 5v14l11-7z',
  'arrow-up': 'M12 20V5M5 12l7-7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-2 2-5 2h-2',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.4 6.5 20.4l1-6.3L3 9.7l6.2-.9z',
  coins: 'M9 8a6 3 0 1 0 0 .01M3 8v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M9 15v0c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.6-2.4-2.9-5.5-3',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5zM5 21h14',
  rebate:
    'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4M10 9.5c0-1 1-1.5 2-1.5s2 .5 2 1.5-1 1.3-2 1.5-2 .5-2 1.5 1 1.5 2 1.5 2-.5 2-1.5M12 7v1M12 15v1',
  agent: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-7 8-7s8 3 8 7M12 14l-1.5 3 1.5 3 1.5-3z',
  fire: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z',
  blocked: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  upload: 'M12 16V5M7 10l5-5 5 5M5 20h14',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  check: 'M5 12.5l4.5 4.5L19 7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point along the line of text: mirrored right to left (base.css), so "next" still points onwards. */
const INLINE_DIRECTION: ReadonlySet<IconName> = new Set(['chevron-left', 'chevron-right']);

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: IconName; size?: number; title?: string };

export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      data-inline-direction={INLINE_DIRECTION.has(name) || undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={PATHS[name]} fill={name === 'play' ? 'currentColor' : 'none'} />
    </svg>
  );
}
