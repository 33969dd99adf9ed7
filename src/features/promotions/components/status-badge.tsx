import type { ActivityStatus } from '@generated/model';
import { Badge } from '@/ui/badge';
import { useStatusLabel } from '../hooks/use-promotion-labels';
import { statusTone } from '../logic/activity-actions';
import './promo-page.css';
import './status-badge.css';

export function StatusBadge({ status }: { status: ActivityStatus }) {
  const label = useStatusLabel();
  return (
    <Badge tone={statusTone(status)} className="promo-status">
      {label(status)}
    </Badge>
  );
}
