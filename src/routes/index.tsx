import { createFileRoute } from '@tanstack/react-router';
import { HomeLobby } from '@/features/lobby';

export const Route = createFileRoute('/')({ component: HomeLobby });
