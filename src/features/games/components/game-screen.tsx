import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { GameBar } from './game-bar';
import './game-screen.css';

/**
 * A launched game on a phone (issue 27): the whole screen, in either
 * orientation, under a thin bar (balance, Deposit, Exit). Still a modal for
 * focus and Escape (Radix), with the game's name as its accessible name.
 */
export function GameScreen({ title, onExit, children }: { title: string; onExit: () => void; children: ReactNode }) {
  return (
    <RadixDialog.Root open onOpenChange={(next) => (next ? undefined : onExit())}>
      <RadixDialog.Portal>
        <RadixDialog.Content className="game-screen" aria-describedby={undefined}>
          <RadixDialog.Title className="visually-hidden">{title}</RadixDialog.Title>
          <GameBar title={title} onExit={onExit} />
          <div className="game-screen__stage">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The same screen for a game page (/seamless, the lottery pages) on a phone: not a dialog, the page itself. */
export function GamePageScreen({ title, onExit, children }: { title: string; onExit: () => void; children: ReactNode }) {
  return (
    <div className="game-screen game-screen--page">
      <GameBar title={title} onExit={onExit} />
      <div className="game-screen__stage">{children}</div>
    </div>
  );
}
