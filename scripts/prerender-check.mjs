// The first screen in each language's page (issue 33, ADR 0022), checked on a build's output by `npm run
// check:build` (scripts/check-build.mjs): every language of the build has its page, the page is in that language and
// holds the shell and the lobby's frame in #root, React's streaming scripts are not in it (the CSP would refuse them),
// the inline script is allowed by its hash in the build's _headers, and what the page draws is styled by the page.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the first screen shows before any script: the shell (header, menus, category bar, tab bar) and the lobby's frame. */
const FRAME = ['class="app-shell"', 'class="site-header"', 'class="category-nav"', 'class="side-menu"', 'class="tab-bar"', 'class="lobby"', 'banners--loading'];

/** What a built page holds in `#root`: the first screen (the boot splash after it is not). */
const rootOf = (html) => html.match(/<div id="root">([\s\S]*)<\/div>\s*<div class="boot-splash"/)?.[1] ?? '';

/** Whether a stylesheet has a rule naming the class (`.name`, not the start of a longer name). */
const names = (css, name) => new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);

/**
 * The classes of the page's first screen that a built stylesheet styles but the page's own `<style>` does not: parts
 * the HTML draws unstyled until their code brings their stylesheet (the phone's tab bar did, as a bare list below the
 * page, issue 33). A class no stylesheet names (a hook for tests or scripts) is not a problem.
 */
export function unstyledClasses(html, stylesheets) {
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const classes = new Set([...rootOf(html).matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)));
  return [...classes].filter((name) => !names(inline, name) && stylesheets.some((css) => names(css, name))).sort();
}

export function firstScreenProblems(outDir, languages, defaultLanguage) {
  const problems = [];
  const assets = join(outDir, 'assets');
  const stylesheets = existsSync(assets)
    ? readdirSync(assets)
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
    : [];
  const headers = existsSync(join(outDir, '_headers')) ? readFileSync(join(outDir, '_headers'), 'utf8') : '';
  for (const code of languages) {
    const name = code === defaultLanguage ? 'index.html' : `index.${code.toLowerCase()}.html`;
    const path = join(outDir, name);
    if (!existsSync(path)) {
      problems.push(`${name}: missing, the ${code} first screen`);
      continue;
    }
    const html = readFileSync(path, 'utf8');
    const root = rootOf(html);
    if (!html.includes(`data-first-screen="${code}"`)) problems.push(`${name}: not marked as the ${code} first screen`);
    for (const part of FRAME) if (!root.includes(part)) problems.push(`${name}: #root lacks ${part}`);
    if (!root.includes(`<option value="${code}"`) || !new RegExp(`<option value="${code}"[^>]*selected`).test(root))
      problems.push(`${name}: the language menu does not say ${code}`);
    const unstyled = unstyledClasses(html, stylesheets);
    if (unstyled.length > 0) problems.push(`${name}: draws ${unstyled.join(', ')} without their stylesheet (it comes only with their code)`);
    if (/<script|<template/.test(root)) problems.push(`${name}: #root holds React's streaming scripts`);
    const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
    if (!inline) problems.push(`${name}: no inline first-screen script`);
    else if (!headers.includes(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`))
      problems.push(`${name}: its inline script's hash is not in _headers' Content-Security-Policy`);
  }
  return problems;
}
