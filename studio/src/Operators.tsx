import { useState } from 'react';
import { InviteBody, type AuditList, type Operator, type OperatorList, type OperatorRole } from '../../contract/studio';
import { call } from './api';
import { fieldErrors } from './forms';
import { Field, Loading, Notice } from './ui';
import { useAsync } from './useAsync';

/** Owners: who runs the studio, invitations, roles, turning an operator off. */
export function Operators({ me }: { me: Operator }) {
  const [loaded, reload] = useAsync(() => call<OperatorList>('GET', '/operators'), 'operators');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function act(work: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await work();
      setMessage({ kind: 'success', text: done });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  const invite = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim().toLowerCase(), role };
    const found = fieldErrors(InviteBody, body);
    if (found.email) found.email = 'Enter the e-mail address to send the invitation to.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void act(async () => {
      await call('POST', '/operators', body);
      setEmail('');
    }, `Invitation sent to ${body.email}.`);
  };

  return (
    <main>
      <h1 tabIndex={-1}>Operators</h1>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <form className="inline" onSubmit={invite} noValidate>
        <Field id="invite-email" label="Invite by e-mail" error={errors.email}>
          <input id="invite-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="invite-role" label="Role">
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            <option value="editor">Editor (programmes and layout)</option>
            <option value="owner">Owner (everything, operators too)</option>
          </select>
        </Field>
        <button type="submit" className="primary">
          Send invitation
        </button>
      </form>
      {loaded.state !== 'ready' ? (
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      ) : (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Second step</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.operators.map((o) => (
              <tr key={o.id}>
                <td>
                  {o.email}
                  {o.id === me.id ? ' (you)' : ''}
                </td>
                <td>{o.role}</td>
                <td>{o.status}</td>
                <td>{o.totp ? 'Authenticator' : 'None'}</td>
                <td className="actions">
                  <button
                    type="button"
                    onClick={() => void act(() => call('PATCH', `/operators/${o.id}`, { role: o.role === 'owner' ? 'editor' : 'owner' }), 'Role changed.')}
                  >
                    Make {o.role === 'owner' ? 'editor' : 'owner'}
                  </button>
                  {o.status === 'disabled' ? (
                    <button type="button" onClick={() => void act(() => call('PATCH', `/operators/${o.id}`, { status: 'active' }), 'Turned on again.')}>
                      Turn on
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => void act(() => call('PATCH', `/operators/${o.id}`, { status: 'disabled' }), 'Turned off: their sessions have ended.')}
                    >
                      Turn off
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** Every change made in the studio: who, when, what, before and after. */
export function AuditLog() {
  const [loaded, reload] = useAsync(() => call<AuditList>('GET', '/audit?limit=200'), 'audit');
  return (
    <main>
      <h1 tabIndex={-1}>Audit log</h1>
      {loaded.state !== 'ready' ? (
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      ) : (
        <table className="list audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Of</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.entries.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.at).toLocaleString()}</td>
                <td>{e.operator}</td>
                <td>{e.action}</td>
                <td>{e.target}</td>
                <td>
                  <details>
                    <summary>Before and after</summary>
                    <pre>{`Before: ${e.before ?? '(nothing)'}\nAfter: ${e.after ?? '(nothing)'}`}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
