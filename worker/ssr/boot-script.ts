import { DESIGN_VERSION, THEMES } from '../../shared/spec';
import { TRANSFER_STATE_GLOBAL } from '../../shared/transfer-state';
import { TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES, LANGUAGE_SUGGESTION_COOKIE, LANGUAGES } from '../../shared/languages';

/**
 * How long after the document is parsed the page's code starts at the latest, when the window's
 * `load` has not come by then (an image host that hangs must not keep the page inert).
 */
export const BOOT_FALLBACK_MS = 2000;

/**
 * The script that starts the page's code once the page has loaded and the frame after `load` is
 * drawn (a page whose images are all lazy can load before its first paint). The server's HTML is
 * the page (readable, its links plain links); the code makes it interactive. Started from the
 * head, the ~115 KB of modules shared a phone's bandwidth with the stylesheet and the largest
 * image, and their evaluation could come before the first paint on a slow CPU; started after
 * the page has loaded and painted they do neither (docs/decisions/023-boot-after-load.md). The
 * page's chunks are modulepreloaded with the entry, as the head's links did, so the entry waits
 * on no second round trip. Written into the transfer state's script: it reads the preload list
 * there, and its nonce is the script's own (so a re-stamped cached page still starts). A hidden
 * tab draws no frame, so the fallback starts it there too. It runs while the parser writes the
 * body, so `load` is always still to come. `script.src` is a Trusted Types sink (the CSP requires
 * them for scripts): the entry's address goes through the boot policy, which takes that address
 * only (docs/decisions/045-trusted-types-and-csp-reports.md).
 */
const built = new Map<string, string>();

/** The script for a build's entry (one per language), written once per isolate (every render appends it). */
export function bootScript(entry: string): string {
  let script = built.get(entry);
  if (script === undefined) built.set(entry, (script = write(entry)));
  return script;
}

/**
 * The web app keeps its design version in this origin's localStorage, out of the server's sight
 * (docs/decisions/032-design-version-and-small-fidelity-points.md). The dark one marks the
 * document, and CSS gives the region banner its dark theme on this page and every page reached
 * from it, before and after hydration, with no code in the first load. Storage can throw
 * (blocked site data): the light theme stays.
 */
const DESIGN_MARK = `try{if(localStorage.getItem(${JSON.stringify(DESIGN_VERSION)})===${JSON.stringify(THEMES.dark)})document.documentElement.dataset.design='dark'}catch(e){}`;

/**
 * A click on a language's link (the switcher, the offer: `data-language`) remembers the choice,
 * which the root honours on the next visit (worker/middleware/language.ts). Here rather than in
 * those components: the footer hydrates on first use, and a click before it has is a plain
 * document load that its code would never see. Captured, so no handler can stop it.
 */
const LANGUAGE_CHOICE = `document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-language]');if(a)document.cookie=${JSON.stringify(`${LANGUAGE_COOKIE}=`)}+a.getAttribute('data-language')+${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)}+(location.protocol==='https:'?'; Secure':'')},true);`;

/**
 * Whether to offer this page in the visitor's language: the first of the browser's languages
 * (what it sends as Accept-Language) that the site has, when it is not the page's, unless the
 * visitor chose a language or said no to an offer. Marked on <html data-suggest> for the page's
 * code to show (client/components/layout/use-language-suggestion.ts); never a redirect. Here, so
 * the decision costs the page's JavaScript nothing and the server's page is the same for all.
 */
const LANGUAGE_OFFER = `try{if(!/(?:^|; )(?:${LANGUAGE_COOKIE}|${LANGUAGE_SUGGESTION_COOKIE})=/.test(document.cookie)){var site=${JSON.stringify(LANGUAGES)},asked=navigator.languages||[navigator.language],here=document.documentElement.lang.slice(0,2);for(var j=0;j<asked.length;j++){var code=String(asked[j]).slice(0,2).toLowerCase();if(site.indexOf(code)>=0){if(code!==here)document.documentElement.dataset.suggest=code;break}}}}catch(e){}`;

function write(entry: string): string {
  return `(function(){var started=false,nonce=document.currentScript&&document.currentScript.nonce;function start(){if(started)return;started=true;var files=window.${TRANSFER_STATE_GLOBAL}.assets.modulePreloads,all=document.createDocumentFragment();for(var i=0;i<files.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.href=files[i];if(nonce)link.nonce=nonce;all.appendChild(link)}var script=document.createElement('script'),url=${JSON.stringify(entry)},tt=window.trustedTypes;script.type='module';script.src=tt?tt.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICIES.boot)},{createScriptURL:function(u){if(u!==url)throw new TypeError('not the entry');return u}}).createScriptURL(url):url;if(nonce)script.nonce=nonce;all.appendChild(script);document.head.appendChild(all)}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}addEventListener('load',afterPaint,{once:true});setTimeout(start,${BOOT_FALLBACK_MS})})();${DESIGN_MARK}${LANGUAGE_CHOICE}${LANGUAGE_OFFER}`;
}
