/** Request timeout (spec section 9: 25000 ms). */
export const REQUEST_TIMEOUT = 25000;

/** Code of an answer in the `{code, message, data}` envelope that succeeded. */
export const ENVELOPE_SUCCESS = 200;

/** WordPress's error code for a stale `X-WP-Nonce`. */
export const INVALID_NONCE = 'rest_cookie_invalid_nonce';

/** Code and status of an answer that asks for a proof-of-work challenge (NetworkGate). */
export const CHALLENGE_REQUIRED = 428;

/** The request header that carries a solved challenge (Mvc\Core\Security\Challenge::HEADER). */
export const CHALLENGE_HEADER = 'X-Mvc-Challenge';
