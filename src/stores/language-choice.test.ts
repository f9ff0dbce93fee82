// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedLanguage, rememberLanguage } from './language-choice';

const rememberedCaptions = () => rememberedLanguage('captions') ?? 'off';
const rememberCaptions = (language: string) => rememberLanguage('captions', language);
import { useSession } from './session';

const signIn = (userId: string, profileId: string) =>
  useSession.setState({ loggedIn: true, userToken: { value: 't', expiresAt: Date.now() + 60_000 }, userId, profileId } as never);

describe('the languages chosen in the player', () => {
  beforeEach(() => localStorage.clear());

  it('is each viewer’s own: a profile’s language does not follow another profile', () => {
    signIn('u1', 'p1');
    expect(rememberedCaptions()).toBe('off');
    rememberCaptions('es');
    expect(rememberedCaptions()).toBe('es');
    signIn('u1', 'p2');
    expect(rememberedCaptions()).toBe('off');
    rememberCaptions('fr');
    signIn('u1', 'p1');
    expect(rememberedCaptions()).toBe('es');
  });

  it('reads a damaged value as no choice, and writes over it', () => {
    signIn('u1', 'p1');
    localStorage.setItem('lumen.captions.v1', '{"u1|p1": 5');
    expect(rememberedCaptions()).toBe('off');
    rememberCaptions('pl');
    expect(rememberedCaptions()).toBe('pl');
  });

  it('keeps the 20 viewers who chose last', () => {
    for (let i = 0; i < 25; i++) {
      signIn(`u${i}`, 'p');
      rememberCaptions('it');
    }
    expect(Object.keys(JSON.parse(localStorage.getItem('lumen.captions.v1')!))).toHaveLength(20);
    signIn('u0', 'p');
    expect(rememberedCaptions()).toBe('off');
    signIn('u24', 'p');
    expect(rememberedCaptions()).toBe('it');
  });

  it('keep the audio apart from the captions', () => {
    signIn('u1', 'p1');
    rememberCaptions('es');
    expect(rememberedLanguage('audio')).toBeNull();
    rememberLanguage('audio', 'pl');
    expect(rememberedLanguage('audio')).toBe('pl');
    expect(rememberedCaptions()).toBe('es');
    signIn('u1', 'p2');
    expect(rememberedLanguage('audio')).toBeNull();
  });
});
