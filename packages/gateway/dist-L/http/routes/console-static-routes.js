import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
/** Where `npm run build` puts the console (`packages/console/dist`), from src/ and dist/ alike. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../../../console/dist/', import.meta.url));
/** The headers of every `/admin/*` answer (packages/console/README.md, "How the gateway serves it"). */
export const CONSOLE_HEADERS = {
    'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
};
const CONTENT_TYPES = {
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    svg: 'image/svg+xml',
    png: 'image/png',
    woff2: 'font/woff2',
};
/** A built asset's name: one path segment, a known extension. Anything else is not ours to serve. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\.([a-z0-9]+)$/;
/**
 * Serves the built console at `/admin/`: `index.html` (revalidated every time) and the hashed
 * files of `assets/` (cached for a year, immutable). Nothing outside the build folder can be named:
 * the only file paths are `index.html` and `assets/<one segment>`; an unknown file is a 404, never
 * the page. No token: the page is public, every API call it makes needs one.
 */
export function consoleStaticRoutes(app, { dir = DEFAULT_CONSOLE_DIR } = {}) {
    const notFound = (reply) => reply.code(404).headers(CONSOLE_HEADERS).type('text/plain; charset=utf-8').send('Not Found');
    async function sendFile(reply, path, type, cache) {
        let body;
        try {
            body = await readFile(path);
        }
        catch {
            return notFound(reply);
        }
        return reply.headers(CONSOLE_HEADERS).header('cache-control', cache).type(type).send(body);
    }
    const hidden = { hide: true };
    app.get('/admin', { schema: hidden, config: { access: 'public' } }, async function consoleRedirect(_request, reply) {
        return reply.headers(CONSOLE_HEADERS).redirect('/admin/', 308);
    });
    app.get('/admin/', { schema: hidden, config: { access: 'public' } }, async function consolePage(_request, reply) {
        return sendFile(reply, join(dir, 'index.html'), 'text/html; charset=utf-8', 'no-cache');
    });
    app.get('/admin/*', { schema: hidden, config: { access: 'public' } }, async function consoleAsset(request, reply) {
        const rest = request.params['*'];
        const name = rest.startsWith('assets/') ? rest.slice('assets/'.length) : undefined;
        const match = name === undefined ? null : ASSET_NAME.exec(name);
        const type = match ? CONTENT_TYPES[match[1]] : undefined;
        if (name === undefined || type === undefined)
            return notFound(reply);
        return sendFile(reply, join(dir, 'assets', name), type, 'public, max-age=31536000, immutable');
    });
}
//# sourceMappingURL=console-static-routes.js.map