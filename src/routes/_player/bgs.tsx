import { createFileRoute } from '@tanstack/react-router';
import { gameListRoute } from '@/features/games';

export const Route = createFileRoute('/_player/bgs')(gameListRoute('BGS'));
