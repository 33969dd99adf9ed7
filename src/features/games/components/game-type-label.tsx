export { useGameTypeLabel } from '@/ui/game-type-label';
