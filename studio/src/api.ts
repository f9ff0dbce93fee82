import type { StudioSession } from '../../contract/studio';

const TOKEN_KEY = 'lumen.studio.session';

/** A failure the studio shows as it is: the server's own words, or what went wrong on the way. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's flag (CODE_REQUIRED: ask for the authenticator's code). */
    readonly flag?: string,
    /** The whole answer, for a refusal that says more (a schedule's bad lines). */
    readonly answer?: unknown,
  ) {
    super(message);
  }
}

/** The session of this tab (sessionStorage: closing the tab signs out; a new tab signs in again). */
export const session = {
  read(): StudioSession | null {
    try {
      const text = sessionStorage.getItem(TOKEN_KEY);
      const value = text ? (JSON.parse(text) as StudioSession) : null;
      return value && typeof value.token === 'string' && value.expiresAt > Date.now() ? value : null;
    } catch {
      // A damaged value is no session: sign in again.
      return null;
    }
  },
  write(value: StudioSession | null): void {
    if (value) sessionStorage.setItem(TOKEN_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(TOKEN_KEY);
  },
};

let onSignedOut: () => void = () => undefined;
/** Called when the server says the session has ended (401 on a signed-in call). */
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

/**
 * One call to the studio API: JSON in and out (a file, a Blob, is sent as it is: a picture's
 * upload), the session's token, the server's message on failure.
 */
export async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = session.read()?.token;
  const file = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(`/studio-api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': file ? 'application/octet-stream' : 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
    });
  } catch {
    throw new StudioError(0, 'The studio cannot reach the server. Check your connection; nothing was changed.');
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // Not JSON: a proxy's error page, a cut connection.
  }
  if (!response.ok) {
    const error = (answer as { error?: { message?: string; status?: string } } | null)?.error;
    const message = error?.message ?? `The server answered ${response.status}. Please try again.`;
    if (response.status === 401 && token && error?.status !== 'CODE_REQUIRED') {
      session.write(null);
      onSignedOut();
    }
    throw new StudioError(response.status, message, error?.status, answer);
  }
  return answer as T;
}
