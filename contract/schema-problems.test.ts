import { describe, expect, it } from 'vitest';
import { schemaProblems } from './schema-problems';
import { blankProgramme, ProgrammeFields, RokuFeed } from './studio';
import { Footer } from './studio-site';

const titled = { ...blankProgramme('episode'), title: 'Lauds' };
const at = (problems: ReturnType<typeof schemaProblems>) => problems.map((p) => `${p.path} ${p.message}`);

describe('a value’s problems by a contract schema', () => {
  it('are none for a value that fits', () => {
    expect(schemaProblems(ProgrammeFields, titled)).toEqual([]);
  });

  it('name each field with the words the studio shows, and the rules of the field', () => {
    const problems = schemaProblems(ProgrammeFields, { ...blankProgramme('video'), title: '', year: 1800.5, tags: Array(21).fill('a'), stream: 'media:x' });
    expect(at(problems)).toEqual([
      '/title Expected string length greater or equal to 1',
      '/tags Expected array length to be less or equal to 20',
      '/year Expected integer',
      '/year Expected integer to be greater or equal to 1900',
      '/stream Expected union value',
    ]);
    expect(problems[0]!.rules).toEqual({ minLength: 1, maxLength: 200 });
    expect(problems[1]!.rules).toEqual({ maxItems: 20 });
    expect(problems[4]!.rules).toEqual({});
  });

  it('refuse a field a closed object does not name, a list where an object belongs, and a missing field', () => {
    expect(at(schemaProblems(ProgrammeFields, { ...titled, extra: 1 }))).toEqual(['/extra Unexpected property']);
    expect(at(schemaProblems(RokuFeed, []))).toEqual([' Expected object']);
    expect(at(schemaProblems(RokuFeed, { providerName: 'p', movies: [{ id: 'a' }] }))).toEqual(['/movies/0/title Expected required property']);
    expect(schemaProblems(Footer, { default: 'USA', countries: [{ code: 'USA', legalText: 'x', phone: 'call' }] })[0]).toMatchObject({
      path: '/countries/0/phone',
      rules: { minLength: 6, maxLength: 25, pattern: '^\\+?[0-9(][0-9 ().-]{4,23}[0-9]$' },
    });
  });
});
