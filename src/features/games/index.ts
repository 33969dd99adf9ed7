export { AccountGameList } from './components/account-game-list';
export { GameCentre, GameListCentre } from './components/game-list-centre';
export { GameGrid } from './components/game-grid';
export { LotteryPage, SeamlessGame } from './components/lottery-page';
export { useHotGames } from './api/use-games';
export { gameListSearchSchema, lotterySearchSchema, seamlessSearchSchema } from './logic/search';
export { GameLauncherProvider, useGameLauncher, type GameLauncher } from './hooks/game-launcher';
