/** What is missing or wrong in each language's first-screen page of a build (an empty list when all is well). */
export function firstScreenProblems(outDir: string, languages: string[], defaultLanguage: string): string[];
/** The classes a page's first screen draws that some built stylesheet styles but the page's own `<style>` does not. */
export function unstyledClasses(html: string, stylesheets: string[]): string[];
