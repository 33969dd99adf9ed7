import { createFileRoute } from '@tanstack/react-router';
import { GameCentre } from '@/features/games';

export const Route = createFileRoute('/_player/lott')({ component: () => <GameCentre gameType="LOTT" /> });
