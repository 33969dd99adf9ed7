// The demo world's one clock rule (issue 31, docs/architecture.md): every time stamp a mock writes is the
// contract's `YYYY-MM-DD HH:mm:ss` in the player's time zone, the browser's local time (in Node: the process's),
// as the app reads and shows it. No handler writes UTC of its own.

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment (epoch ms, a Date or a dayjs) as the contract writes it. Without dayjs: the betting record at scale writes 100,000. */
export function stamp(at: { valueOf(): number } = Date.now()): string {
  const d = new Date(at.valueOf());
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Now, as the contract writes it. */
export const now = (): string => stamp();
