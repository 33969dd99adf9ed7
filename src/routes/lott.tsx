import { createFileRoute } from '@tanstack/react-router';
import { GameCentre } from '@/features/games';

export const Route = createFileRoute('/lott')({ component: () => <GameCentre gameType="LOTT" /> });
