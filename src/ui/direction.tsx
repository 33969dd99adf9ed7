import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { useDirection } from '@/lib/use-language';

/**
 * Radix pieces (tabs, menus, dialogs) read the writing direction from this
 * provider, not from the page: without it they set dir="ltr" on themselves
 * and stay left to right inside an Arabic page.
 */
export function LanguageDirection({ children }: { children: ReactNode }) {
  return <DirectionProvider dir={useDirection()}>{children}</DirectionProvider>;
}
