import { createFileRoute } from '@tanstack/react-router';
import { gameListRoute } from '@/features/games';

// /rng takes `vassalage` (for example INHOUSE) to open one vendor's games.
export const Route = createFileRoute('/_player/rng')(gameListRoute('RNG'));
