// A kept page's scripts, and on a phone's first visit its font, load once its largest picture is
// on screen (issue 20, decisions 251 and 252). Next writes its chunks as async scripts in the
// head, with a preload, and preloads the font in the Link header, so on a slow phone they share
// the first round trips with the stylesheets and the hero picture, and the scripts are parsed
// before the first paint. Here they are listed in one small inline script that adds them when
// the browser reports the largest contentful paint (the first contentful paint where that is
// not reported, the load event where neither is), or at the shopper's first touch or key if
// that comes first (the load event can come before the paint). The page hydrates a few frames
// later and says so: <html data-interactive> (components/runtime/interactive-mark.tsx).
//
// The font is `font-display: optional`: on a phone's first visit it rarely arrived in time to
// be used anyway. On a phone's page (the device class of the cache key, @shop/domain/device) the
// first page of a visit is drawn in its metric-matched fallback (<html data-first-view>,
// globals.css) and the font is fetched after the paint, for every page after.

const CHUNK = '/_next/static/';
const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const PRELOAD_TAG = /<link\b[^>]*\bas="script"[^>]*\/?>/g;
/** Set once the font is in the browser's cache: the pages after use it from the start. */
export const FONT_FLAG = 'shop.font';

/** A page's Link header, as Node reads it. */
type Link = string | string[] | undefined;

const attribute = (attributes: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/** The loader: `scripts` added, `fonts` fetched after the first paint the browser reports. */
function loaderScript(scripts: string[], fonts: string[], nonce: string): string {
  const code =
    '(function(s,f){var d=document,h=d.documentElement,n=d.currentScript&&d.currentScript.nonce,t=0;' +
    `try{if(f.length&&!localStorage.getItem(${JSON.stringify(FONT_FLAG)}))h.setAttribute("data-first-view","")}catch(e){}` +
    'if(!h.hasAttribute("data-first-view"))f.forEach(function(u){var l=d.createElement("link");' +
    'l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=u;d.head.appendChild(l)});' +
    'function go(){if(t)return;t=1;s.forEach(function(u){var e=d.createElement("script");' +
    'e.src=u;e.async=true;if(n)e.nonce=n;d.head.appendChild(e)});' +
    'if(h.hasAttribute("data-first-view"))f.forEach(function(u){fetch(u).then(function(r){' +
    `if(r.ok)try{localStorage.setItem(${JSON.stringify(FONT_FLAG)},"1")}catch(e){}},function(){})})}` +
    'var k=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    'var y=k.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":k.indexOf("paint")>=0?"paint":"";' +
    'if(y){var o=new PerformanceObserver(function(){o.disconnect();setTimeout(go)});o.observe({type:y,buffered:true});' +
    '["pointerdown","keydown"].forEach(function(v){addEventListener(v,go,{once:true,capture:true})})}' +
    'else addEventListener("load",go)})(' +
    `${JSON.stringify(scripts)},${JSON.stringify(fonts)})`;
  return `<script nonce="${nonce}" data-after-paint="">${code}</script>`;
}

/** The font preloads of a Link header, and the header without them. */
function splitFontPreloads(link: Link): { fonts: string[]; rest: string } {
  const entries = link ? String(link).split(/,\s*(?=<)/) : [];
  const isFont = (entry: string) =>
    /;\s*as="?font"?/.test(entry) && /;\s*rel="?preload"?/.test(entry);
  return {
    fonts: entries.filter(isFont).map((entry) => entry.slice(1, entry.indexOf('>'))),
    rest: entries.filter((entry) => !isFont(entry)).join(', '),
  };
}

/**
 * The page with Next's chunk scripts (async, not noModule) and their preloads replaced by one
 * loader in the head; as it is when it has no chunks. `link` is the page's Link header. A phone's
 * page (`phone`: the device class it is kept under) also loses the Link header's font preloads
 * to the loader; the answer's header is the returned `link` (null: none left).
 */
export function loadAfterPaint(
  html: string,
  link: Link,
  { phone }: { phone: boolean },
): { html: string; link: Link | null } {
  if (!html.includes('</head>')) return { html, link };
  const scripts: string[] = [];
  let nonce: string | null = null;
  const withoutScripts = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src?.startsWith(CHUNK) || !/\sasync=/.test(attributes) || /\snoModule/i.test(attributes))
      return tag;
    if (!scripts.includes(src)) scripts.push(src);
    nonce ??= attribute(attributes, 'nonce');
    return '';
  });
  if (scripts.length === 0 || nonce === null) return { html, link };
  const withoutPreloads = withoutScripts.replace(PRELOAD_TAG, (tag) =>
    attribute(tag, 'href')?.startsWith(CHUNK) ? '' : tag,
  );
  const { fonts, rest } = phone ? splitFontPreloads(link) : { fonts: [], rest: link };
  const at = withoutPreloads.indexOf('</head>');
  return {
    html: `${withoutPreloads.slice(0, at)}${loaderScript(scripts, fonts, nonce)}${withoutPreloads.slice(at)}`,
    link: rest || null,
  };
}
