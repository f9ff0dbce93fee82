import { isOwnLanguage, type ProgrammeFields, type ProgrammeTranslation } from '../../contract/studio';
import { LOCALES } from '../../contract/locales';
import { Field } from './ui';

/**
 * The programme's title and description in the other languages Lumen speaks (issue 52): viewers
 * asking in one of them get these, the rest its own. A language left without a title has no
 * translation; the programme's own language is not offered (its title and description are that one).
 */
export function TranslationFields({
  fields,
  error,
  onChange,
}: {
  fields: ProgrammeFields;
  error?: string;
  onChange: (translations: ProgrammeTranslation[] | undefined) => void;
}) {
  const current = fields.translations ?? [];
  const of = (locale: ProgrammeTranslation['locale']) => current.find((t) => t.locale === locale);
  const put = (locale: ProgrammeTranslation['locale'], change: Partial<Pick<ProgrammeTranslation, 'title' | 'description'>>) => {
    const next = { locale, title: '', description: '', ...of(locale), ...change };
    const others = current.filter((t) => t.locale !== locale);
    // In the order of contract/locales.ts; a language with neither title nor description is none.
    const all = [...others, ...(next.title !== '' || next.description !== '' ? [next] : [])].sort(
      (a, b) => LOCALES.findIndex((l) => l.code === a.locale) - LOCALES.findIndex((l) => l.code === b.locale),
    );
    onChange(all.length > 0 ? all : undefined);
  };
  const languages = LOCALES.filter((l) => !isOwnLanguage(fields.language, l.code));
  return (
    <fieldset className="translations">
      <legend>Translations</legend>
      <p className="hint">Viewers whose app speaks one of these languages see its title and description; the others see the programme’s own.</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {languages.map(({ code, name, dir }) => (
        <div key={code} className="translation" lang={code} dir={dir}>
          <Field id={`translation-${code}-title`} label={`${name}: title`}>
            <input id={`translation-${code}-title`} value={of(code)?.title ?? ''} maxLength={200} onChange={(e) => put(code, { title: e.target.value })} />
          </Field>
          <Field id={`translation-${code}-description`} label={`${name}: description`}>
            <textarea
              id={`translation-${code}-description`}
              rows={2}
              value={of(code)?.description ?? ''}
              maxLength={4000}
              onChange={(e) => put(code, { description: e.target.value })}
            />
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
