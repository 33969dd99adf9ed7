import { useCallback, useRef, useState } from 'react';
import type { ToastItem } from '@/ui/toast';

const TOAST_MS = 5000;

/** Corner messages that go away by themselves after a few seconds. */
export function useToasts() {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const notify = useCallback(
    (message: string, tone: ToastItem['tone'] = 'info') => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-2), { id, message, tone }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return { items, notify, dismiss };
}
