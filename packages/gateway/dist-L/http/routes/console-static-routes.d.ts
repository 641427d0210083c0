import type { FastifyInstance } from 'fastify';
/** Where `npm run build` puts the console (`packages/console/dist`), from src/ and dist/ alike. */
export declare const DEFAULT_CONSOLE_DIR: string;
/** The headers of every `/admin/*` answer (packages/console/README.md, "How the gateway serves it"). */
export declare const CONSOLE_HEADERS: {
    readonly 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    readonly 'x-content-type-options': "nosniff";
    readonly 'referrer-policy': "no-referrer";
};
/**
 * Serves the built console at `/admin/`: `index.html` (revalidated every time) and the hashed
 * files of `assets/` (cached for a year, immutable). Nothing outside the build folder can be named:
 * the only file paths are `index.html` and `assets/<one segment>`; an unknown file is a 404, never
 * the page. No token: the page is public, every API call it makes needs one.
 */
export declare function consoleStaticRoutes(app: FastifyInstance, { dir }?: {
    dir?: string;
}): void;
//# sourceMappingURL=console-static-routes.d.ts.map