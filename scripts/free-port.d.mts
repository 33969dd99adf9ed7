/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number>;
