/** Header-safe characters only: a bearer token goes into an Authorization header. */
export const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;
