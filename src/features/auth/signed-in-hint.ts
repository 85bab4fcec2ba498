/** The server's `signedIn` hint cookie (src/server/auth/cookies.ts): set with the session, cleared with it. */
const SIGNED_IN_HINT = 'signedIn=1';

/** Whether the browser may hold a session: the hint is there (on the server, where nothing is known: yes). */
export const mayHaveSession = (): boolean => typeof document === 'undefined' || document.cookie.split(/;\s*/).includes(SIGNED_IN_HINT);
