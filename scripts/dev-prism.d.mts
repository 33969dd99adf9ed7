type Middleware = (req: { url?: string }, res: unknown, next: (error?: unknown) => void) => unknown;
export const PRISM_FILE: string;
export const PROXY_TIMEOUT_MS: number;
export function mockAssetsPlugin(): {
  name: string;
  configureServer(server: { middlewares: { use(fn: Middleware): unknown }; ssrLoadModule(path: string): Promise<unknown> }): void;
};
export function prismProxy(target: string, timeoutMs?: number): Record<string, object>;
