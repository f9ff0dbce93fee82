/**
 * What the account flows carry from one page to the next in this tab (SPEC section 4: "reset
 * state: token, email, password, telephone, code"; sign-up keeps its registration data), read
 * back defensively: anything odd counts as nothing.
 */
export interface ResetState {
  token?: string;
  uid?: string;
  email?: string;
  telephone?: string;
  code?: string;
}

export interface RegistrationState {
  email?: string;
  telephone?: string;
  firstName?: string;
}

const RESET = 'lumen.reset';
const REGISTRATION = 'lumen.registration';

function read<T extends object>(key: string): T {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {} as T;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string' && v.length <= 512) out[k] = v;
    return out as T;
  } catch {
    return {} as T;
  }
}

function write(key: string, value: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked: the flow asks again for what it needs
  }
}

export const readReset = () => read<ResetState>(RESET);
export const writeReset = (state: ResetState) => write(RESET, state);
export const clearReset = () => write(RESET, {});
export const readRegistration = () => read<RegistrationState>(REGISTRATION);
export const writeRegistration = (state: RegistrationState) => write(REGISTRATION, state);
