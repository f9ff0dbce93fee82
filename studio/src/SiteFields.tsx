/**
 * The fields of one entry of the site screen, or of a section that is one object: text, long text,
 * rich text, date, number, tick box, choice and a list of numbers, each with its hint and its error
 * from the contract's schema.
 */
import { useState } from 'react';
import { RichText } from './RichText';
import type { Entry, FieldDef } from './site-sections';
import { Field } from './ui';

/** The fields of one entry (or of a section that is one object), each with its error from the contract's schema. */
export function Fields({
  idPrefix,
  value,
  fields,
  errors,
  prefix,
  onChange,
}: {
  idPrefix: string;
  value: Entry;
  fields: FieldDef[];
  errors: Record<string, string>;
  prefix: string;
  onChange: (value: Entry) => void;
}) {
  const set = (key: string, v: unknown) => onChange({ ...value, [key]: v });
  return (
    <div className="site-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`.replace(/[^A-Za-z0-9_-]/g, '-');
        const error = Object.entries(errors).find(([path]) => path === `${prefix}${field.key}` || path.startsWith(`${prefix}${field.key}/`))?.[1];
        const aria = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined,
        };
        const current = value[field.key];
        if (field.kind === 'check') {
          return (
            <label key={field.key} className="site-check">
              <input type="checkbox" checked={current === true} onChange={(e) => set(field.key, e.target.checked)} /> {field.label}
            </label>
          );
        }
        return (
          <Field key={field.key} id={id} label={field.label} error={error} hint={field.hint}>
            {field.kind === 'rich' ? (
              <RichText id={id} value={String(current ?? '')} onChange={(v) => set(field.key, v)} aria={aria} />
            ) : field.kind === 'long' ? (
              <textarea id={id} rows={3} value={String(current ?? '')} onChange={(e) => set(field.key, e.target.value)} {...aria} />
            ) : field.kind === 'select' ? (
              <select id={id} value={String(current ?? '')} onChange={(e) => set(field.key, e.target.value)} {...aria}>
                {field.options!.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : field.kind === 'number' ? (
              <input
                id={id}
                type="number"
                step="any"
                value={Number.isFinite(current) ? String(current) : ''}
                onChange={(e) => set(field.key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
                {...aria}
              />
            ) : field.kind === 'numbers' ? (
              <NumbersInput id={id} value={current as number[]} onChange={(v) => set(field.key, v)} aria={aria} />
            ) : (
              <input
                id={id}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={String(current ?? '')}
                onChange={(e) => set(field.key, e.target.value)}
                {...aria}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

/** "10, 20, 30": kept as typed while it is being typed, given to the form as numbers. */
function NumbersInput({ id, value, onChange, aria }: { id: string; value: number[]; onChange: (v: number[]) => void; aria: object }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <input
      id={id}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
        );
      }}
      {...aria}
    />
  );
}
