/** `npm run verify`: the contract checker on the command line (scripts/verify/main.ts). */
import { main } from './main.ts';

const width = () => Math.max(20, (process.stderr.columns || 100) - 1);
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => console.info(text),
  err: (text) => console.error(text),
  env: process.env,
  color: process.stdout.isTTY === true,
  progress: process.stderr.isTTY ? (text) => process.stderr.write(`\r\x1b[K${text.slice(0, width())}`) : undefined,
});
