/** What is missing or wrong in a production build's output folder (an empty list when it may ship). */
export function deployFileProblems(outDir: string): string[];
