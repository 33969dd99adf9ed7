/**
 * Hostile content: XSS payloads a compromised or careless back office could
 * put in any text the site shows (game names, notices, messages, user names,
 * promotion text, help pages). Each payload, if it ever ran, calls
 * `__xss(<its number>)` (or, from a frame that cannot reach the page,
 * posts `xss:<number>` to it): the harness defines that flag and counts the
 * calls; a safe site leaves it at zero.
 *
 * The corpus covers script elements, event handlers, javascript: and data:
 * URLs, SVG and MathML tricks, srcdoc, mutation XSS (markup that changes
 * meaning when parsed twice), CSS, DOM clobbering and template injection.
 * Used by the mocks' `hostile` answer (mocks/overrides/hostile.ts), the
 * sanitiser's table test and the hostile-content journey.
 */
const TEMPLATES: readonly string[] = [
  // script elements
  '<script>__xss(#)</script>',
  '<SCRIPT>__xss(#)</SCRIPT>',
  '<script src="data:text/javascript,__xss(#)"></script>',
  '<scr<script>ipt>__xss(#)</scr</script>ipt>',
  '"><script>__xss(#)</script>',
  "'><script>__xss(#)</script>",
  '</title><script>__xss(#)</script>',
  '</textarea><script>__xss(#)</script>',
  '<script type="module">__xss(#)</script>',
  // event handlers
  '<img src=x onerror=__xss(#)>',
  '<img src="x" onerror="__xss(#)">',
  '<IMG SRC=x OnErRoR=__xss(#)>',
  '<img src=x:x onerror=javascript:__xss(#)>',
  '<body onload=__xss(#)>',
  '<svg onload=__xss(#)>',
  '<div onmouseover="__xss(#)" style="position:fixed;inset:0">hover</div>',
  '<input autofocus onfocus=__xss(#)>',
  '<details open ontoggle=__xss(#)>',
  '<video><source onerror="__xss(#)"></video>',
  '<audio src=x onerror=__xss(#)>',
  '<marquee onstart=__xss(#)>x</marquee>',
  '<select autofocus onfocus=__xss(#)></select>',
  '<img src=x onerror="&#95;&#95;xss(#)">',
  '<img/src=x/onerror=__xss(#)>',
  "<img src=x onerror=eval('__x'+'ss(#)')>",
  // javascript: and data: URLs
  '<a href="javascript:__xss(#)">click</a>',
  '<a href="JaVaScRiPt:__xss(#)">click</a>',
  '<a href=" javascript:__xss(#)">click</a>',
  '<a href="jav&#x09;ascript:__xss(#)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(#)">click</a>',
  "<a href=\"data:text/html,<script>parent.postMessage('xss:#','*')</script>\">click</a>",
  '<form action="javascript:__xss(#)"><button>go</button></form>',
  '<button formaction="javascript:__xss(#)">go</button>',
  '<iframe src="javascript:parent.__xss(#)"></iframe>',
  "<iframe src=\"data:text/html,<script>parent.postMessage('xss:#','*')</script>\"></iframe>",
  '<object data="javascript:__xss(#)"></object>',
  "<embed src=\"data:text/html,<script>parent.postMessage('xss:#','*')</script>\">",
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(#)">',
  '<base href="javascript:__xss(#)//">',
  // SVG and MathML
  '<svg><script>__xss(#)</script></svg>',
  '<svg><a xlink:href="javascript:__xss(#)"><text x="10" y="20">click</text></a></svg>',
  '<svg><animate onbegin=__xss(#) attributeName=x dur=1s>',
  '<svg><set attributeName="onload" to="__xss(#)"/></svg>',
  '<svg><foreignObject><img src=x onerror=__xss(#)></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=__xss(#) /></svg>#x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(#)></style></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:__xss(#)">click</maction></math>',
  // srcdoc
  '<iframe srcdoc="<script>parent.__xss(#)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.__xss(#)&gt;"></iframe>',
  // mutation XSS
  '<noscript><p title="</noscript><img src=x onerror=__xss(#)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(#)>">',
  '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(#) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=__xss(#)>',
  '<template><img src=x onerror=__xss(#)></template>',
  '<xmp><p title="</xmp><img src=x onerror=__xss(#)>">',
  '<!--<img src="--><img src=x onerror=__xss(#)//">',
  '<style><img src="</style><img src=x onerror=__xss(#)//">',
  // CSS
  '<style>@import "javascript:__xss(#)";</style>',
  '<div style="background:url(javascript:__xss(#))">css</div>',
  '<div style="width:expression(__xss(#))">css</div>',
  '<link rel="stylesheet" href="javascript:__xss(#)">',
  '<style>body{background:url("x" onerror="__xss(#)")}</style>',
  // clobbering and template text
  '<img name="__xss" id="__xss"><form id="xssForm"><input name="action" value="javascript:__xss(#)"></form>',
  '{{constructor.constructor("__xss(#)")()}}',
  '${__xss(#)}',
  '<a href="https://evil.example/" target="_self" onclick="__xss(#)">outside link</a>',
];

/** The payloads, numbered from 1: payload `n` calls `__xss(n)`. */
export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((template, index) => template.replaceAll('#', String(index + 1)));

/** The page-side half of the flag, for `page.addInitScript` or a jsdom window: records every call. */
export function installXssFlag(target: { __xss?: (n: number) => void; __xssHits?: number[]; addEventListener?: Window['addEventListener'] }): void {
  target.__xssHits = [];
  target.__xss = (n: number) => target.__xssHits?.push(n);
  target.addEventListener?.('message', (event: MessageEvent) => {
    const match = typeof event.data === 'string' ? /^xss:(\d+)$/.exec(event.data) : null;
    if (match) target.__xssHits?.push(Number(match[1]));
  });
}
