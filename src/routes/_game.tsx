import { createFileRoute } from '@tanstack/react-router';
import { GameLayout } from '@/features/shell';

/** Game pages (SPEC 2: /seamless, /lottert, /lottery, /vnLottery, /seaLottery) hide the side menu. */
export const Route = createFileRoute('/_game')({ component: GameLayout });
