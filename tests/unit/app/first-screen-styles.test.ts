import { describe, expect, it } from 'vitest';
import { unstyledClasses } from '../../../scripts/prerender-check.mjs';

/** A built page: its inline `<style>`, then `#root` holding the first screen's HTML, then the boot splash. */
const page = (style: string, root: string) =>
  `<html><head><style>${style}</style></head><body><div id="root">${root}</div>\n<div class="boot-splash">Royal Lobby</div></body></html>`;

const TAB_BAR = '<nav class="tab-bar"><ul class="tab-bar__list"><li class="tab-bar__item">Home</li></ul></nav>';
const TAB_BAR_CSS = '.tab-bar{position:fixed}.tab-bar__list{display:flex}.tab-bar__item{flex:1}';

describe('unstyledClasses: what the first screen draws without its stylesheet (scripts/prerender-check.mjs)', () => {
  it.each([
    ['the page styles all it draws', page(`.lobby{gap:8px}${TAB_BAR_CSS}`, `<main class="lobby">${TAB_BAR}</main>`), [TAB_BAR_CSS], []],
    [
      "a part whose stylesheet comes only with its code (the phone's tab bar, issue 33)",
      page('.lobby{gap:8px}', `<main class="lobby">${TAB_BAR}</main>`),
      [TAB_BAR_CSS],
      ['tab-bar', 'tab-bar__item', 'tab-bar__list'],
    ],
    ['a class no stylesheet names (a hook for scripts) is no problem', page('.lobby{gap:8px}', '<main class="lobby js-hook">x</main>'), ['.other{}'], []],
    [
      'a longer name does not style its prefix',
      page('.tab-bar__list{display:flex}', '<nav class="tab-bar">x</nav>'),
      ['.tab-bar{position:fixed}'],
      ['tab-bar'],
    ],
    [
      'a selector that names the class among others styles it',
      page(':root:has(.tab-bar) a,.tab-bar>ul{margin:0}', '<nav class="tab-bar">x</nav>'),
      [TAB_BAR_CSS],
      [],
    ],
    [
      'classes outside #root (the head, the boot splash) are not the first screen',
      page('', '<main>x</main>').replace('<body>', '<body class="tab-bar">').replace('class="boot-splash"', 'class="boot-splash tab-bar__list"'),
      [TAB_BAR_CSS],
      [],
    ],
  ])('%s', (_case, html, stylesheets, expected) => {
    expect(unstyledClasses(html, stylesheets)).toEqual(expected);
  });
});
