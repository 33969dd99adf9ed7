import { isApiError } from '@/api/api-error';

/** launchGame answers `{success: false, value: {code: 'GAME_MAINTENANCE'}}` for a game under maintenance (contract). */
export function isMaintenanceError(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'rejected') return false;
  const value = error.value;
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'GAME_MAINTENANCE';
}
