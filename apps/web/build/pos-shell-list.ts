import type { Plugin } from 'vite';

/**
 * Names every script and style of the point of sale's build in its page (`<meta
 * name="tiraj-pos-shell">`), so its service worker (public/pos-sw.js) keeps them all when it keeps
 * the page: each screen (My tickets, Rapò, Paramèt…) and the printer's encoder open without the
 * network, not only those visited while online. The browser itself fetches nothing for a meta.
 */
export function posShellList(): Plugin {
  return {
    name: 'tiraj-pos-shell-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = Object.values(ctx.bundle)
          .map((file) => file.fileName)
          .filter((name) => /^assets\/[^/]+\.(js|css)$/.test(name))
          .sort()
          .map((name) => `/${name}`);
        return [
          {
            tag: 'meta',
            attrs: { name: 'tiraj-pos-shell', content: files.join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
