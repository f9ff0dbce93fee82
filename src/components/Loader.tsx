import { useLingui } from '@lingui/react/macro';
import { useConfig } from '../stores/config';
import './shell.css';

/** The loader overlay: the configured spinner image, else our own. */
export function Loader({ label }: { label?: string }) {
  const { t } = useLingui();
  const spinner = useConfig((s) => s.values.loading_spinner);
  return (
    <div className="loader-overlay" role="status" aria-live="polite">
      {spinner ? <img className="loader-image" src={spinner} alt="" width={96} height={96} /> : <span className="loader-spinner" aria-hidden="true" />}
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
