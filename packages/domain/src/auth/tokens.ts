/** The cookies that carry the session and the lifetimes of its tokens (spec 000 §6). */
export const ACCESS_TOKEN_COOKIE = 'jwt';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/**
 * A readable marker that a refresh token cookie exists (that one is httpOnly): the browser skips the
 * refresh call when it is absent. It holds no secret; the server never reads it. Decision 0004.
 */
export const SESSION_HINT_COOKIE = 'session_hint';
/** Access tokens live 15 minutes; the guards refresh when fewer than 60 s remain. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
