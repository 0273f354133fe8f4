/** HTTP conventions shared by client and server (docs/product.md §7, docs/design.md §5). */

/** Every API path lives under this base; the SPA and socket.io share the port. */
export const API_BASE = '/api';

/** The request header that names the acting role; mutating requests without it are refused. */
export const PROFILE_HEADER = 'x-user-profile';
