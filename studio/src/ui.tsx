import type { ReactNode } from 'react';

/** A labelled field with its error, tied together for screen readers. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small className="error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** What a page shows while it loads, when loading failed (with a way to try again), or its content. */
export function Loading({ message, retry }: { message?: string; retry: () => void }) {
  if (!message) return <p role="status">Loading…</p>;
  return (
    <Notice kind="error">
      {message}{' '}
      <button type="button" onClick={retry}>
        Try again
      </button>
    </Notice>
  );
}

/** What a save said: done, or why not (`stale`: someone else saved first, and a Reload is offered). */
export interface SaveMessage {
  kind: 'error' | 'success';
  text: string;
  stale?: boolean;
}

export function SaveNotice({ message, onReload }: { message: SaveMessage | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Notice kind={message.kind}>
      {message.text}{' '}
      {message.stale && (
        <button type="button" onClick={onReload}>
          Reload
        </button>
      )}
    </Notice>
  );
}
