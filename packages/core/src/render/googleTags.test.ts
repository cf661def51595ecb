import { describe, expect, it } from 'vitest';
import { withDefaults } from '../config/loadConfig.ts';
import { siteConfigSchema } from '../config/schema.ts';
import { validate } from '../config/validate.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../write/securityHeaders.ts';
import { htmlShell } from './htmlShell.ts';
import { googleBodyStart, googleHeadTags } from './googleTags.ts';
import { siteAssetSources } from './siteHeadTags.ts';

const site = { title: 'S', url: 'https://s.example' };
const shellOf = (config: ReturnType<typeof withDefaults>, dev?: boolean) =>
  htmlShell({ config, path: '/a', title: 'A', noindex: false, bodyHtml: '<p>a</p>', boot: {}, stylesheets: [], modulePreloads: [], dataPreloads: [], entry: '/e.js', dev });

describe('gtag', () => {
  it('loads gtag.js for the first tracking ID and configures every ID, anonymizing IPs when asked', () => {
    const config = withDefaults({ ...site, gtag: { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true } });
    expect(config.gtag).toEqual({ trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true });
    const tags = googleHeadTags(config);
    expect(tags).toContain('<link rel="preconnect" href="https://www.googletagmanager.com">');
    expect(tags).toContain('<link rel="preconnect" href="https://www.google-analytics.com">');
    expect(tags).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE"></script>');
    expect(tags.filter((t) => t.includes('gtag/js'))).toHaveLength(1);
    const inline = tags.find((t) => t.startsWith('<script>'))!;
    expect(inline).toContain(`gtag('config',"G-ONE",{anonymize_ip:true});gtag('config',"G-TWO",{anonymize_ip:true});`);
    expect(inline).toContain("gtag('js',new Date())");
  });

  it('takes one ID as a string, IPs not anonymized by default', () => {
    const config = withDefaults({ ...site, gtag: { trackingID: 'G-ONE' } });
    expect(config.gtag).toEqual({ trackingID: ['G-ONE'], anonymizeIP: false });
    expect(googleHeadTags(config).join('')).toContain(`gtag('config',"G-ONE",{});`);
  });

  it('cannot be broken out of by an ID', () => {
    const tags = googleHeadTags(withDefaults({ ...site, gtag: { trackingID: '"></script><script>alert(1)</script>' } })).join('\n');
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags).toContain('gtag/js?id=%22%3E%3C%2Fscript%3E');
  });

  it('is validated as Docusaurus validates it: an ID required, none empty', () => {
    const keys = (gtag: unknown) => validate({ ...site, gtag }, siteConfigSchema).map((i) => i.key);
    expect(keys({ trackingID: 'G-1' })).toEqual([]);
    expect(keys({ trackingID: ['G-1', 'G-2'], anonymizeIP: false })).toEqual([]);
    expect(keys({})).toEqual(['gtag.trackingID']);
    expect(keys({ trackingID: '' })).toEqual(['gtag.trackingID']);
    expect(keys({ trackingID: [] })).toEqual(['gtag.trackingID']);
    expect(keys({ trackingID: ['G-1', ''] })).toEqual(['gtag.trackingID[1]']);
    expect(keys({ trackingID: 'G-1', anonymizeIP: 'yes' })).toEqual(['gtag.anonymizeIP']);
    expect(keys({ trackingID: 'G-1', other: 1 })).toEqual(['gtag.other']);
  });
});

describe('googleTagManager', () => {
  const config = withDefaults({ ...site, googleTagManager: { containerId: 'GTM-ABC' } });

  it('writes the loader in the head and the noscript frame first in the body', () => {
    const tags = googleHeadTags(config);
    expect(tags[0]).toBe('<link rel="preconnect" href="https://www.googletagmanager.com">');
    expect(tags.join('')).toContain(`'https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i)`);
    expect(tags.join('')).toContain('(window,document,"GTM-ABC")');
    expect(googleBodyStart(config)).toBe('<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>');
    expect(shellOf(config)).toContain(`<body>\n${googleBodyStart(config)}<div id="__docs">`);
  });

  it('requires a non-empty containerId', () => {
    const keys = (googleTagManager: unknown) => validate({ ...site, googleTagManager }, siteConfigSchema).map((i) => i.key);
    expect(keys({ containerId: 'GTM-1' })).toEqual([]);
    expect(keys({})).toEqual(['googleTagManager.containerId']);
    expect(keys({ containerId: ' ' })).toEqual(['googleTagManager.containerId']);
  });
});

describe('the pages with Google tags', () => {
  const config = withDefaults({ ...site, gtag: { trackingID: 'G-ONE' }, googleTagManager: { containerId: 'GTM-ABC' } });

  it('have them in built pages only, never in docs dev', () => {
    expect(shellOf(config)).toContain('gtag/js?id=G-ONE');
    expect(shellOf(config)).toContain('<noscript><iframe');
    const dev = shellOf(config, true);
    expect(dev).not.toContain('googletagmanager');
    expect(shellOf(withDefaults(site))).not.toContain('googletagmanager');
  });

  it("allow Google's scripts and hits, and their inline scripts by hash, in the Content-Security-Policy", () => {
    const html = shellOf(config);
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), evaluatesCode: false, extra: siteAssetSources(config) });
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    // One hash per inline script: colour mode, gtag config, data layer, GTM loader, base-URL check, loader.
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(6);
    expect(/connect-src ([^;]*)/.exec(policy)![1]).toContain('https://*.google-analytics.com');
    expect(siteAssetSources(withDefaults(site))).toEqual({});
  });
});
