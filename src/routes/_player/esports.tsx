import { createFileRoute } from '@tanstack/react-router';
import { GameCentre } from '@/features/games';

export const Route = createFileRoute('/_player/esports')({ component: () => <GameCentre gameType="ESPORTS" /> });
