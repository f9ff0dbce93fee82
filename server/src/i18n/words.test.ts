/*
 * The server's words in the viewer's language: an answer's message in the language its request
 * asks for (?lang=, else Accept-Language, as the content), e-mail and SMS in the language of the
 * request that sent them; English, the spec's words, when none Lumen speaks is asked for. Codes
 * and flags never change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, digest } from '../../test/accounts.js';
import { build, headers, type TestServer } from '../../test/helper.js';
import { FIELD_MESSAGES } from '../../../contract/validation.js';
import { LOCALE_CODES } from '../../../contract/locales.js';
import { MESSAGES } from '../accounts/account-context.js';
import { CONTRACT_TEXTS } from './contract-texts.js';
import { isServerText, say, SERVER_CATALOGUES, words, type ServerLocale } from './words.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

const { post, outbox, lastCode, newAccount } = caller(() => server);
const spanish = { 'accept-language': 'es' };

describe('an answer’s message', () => {
  it('is Spanish for a wrong password asked in Spanish, English as the spec words it otherwise', async () => {
    const { email } = await newAccount({ prefix: 'words-login' });
    const wrong = { username: email, password: digest('not-it') };
    const inSpanish = await post('/api/login', wrong, spanish);
    expect(inSpanish.status).toBe(401);
    expect(inSpanish.body).toEqual({ error: { message: 'El correo electrónico o la contraseña que has escrito no son correctos.' } });
    const inEnglish = await post('/api/login', wrong);
    expect(inEnglish.body).toEqual({ error: { message: MESSAGES.badLogin } });
    expect(MESSAGES.badLogin).toBe('The email or password you entered is incorrect.');
    expect((await post('/api/login', wrong, { 'accept-language': 'en-GB,en;q=0.9' })).body.error.message).toBe(MESSAGES.badLogin);
  });

  it('falls back to English for a language Lumen does not speak, and takes ?lang= over Accept-Language', async () => {
    const { email } = await newAccount({ prefix: 'words-fallback' });
    const wrong = { username: email, password: digest('not-it') };
    expect((await post('/api/login', wrong, { 'accept-language': 'de-DE, ja;q=0.8' })).body.error.message).toBe(MESSAGES.badLogin);
    expect((await post('/api/login?lang=fr', wrong, spanish)).body.error.message).toBe('L’adresse e-mail ou le mot de passe saisi est incorrect.');
  });

  it('is the test language when Accept-Language puts pseudo first, and ?lang= still refuses what Lumen does not speak', async () => {
    const { email } = await newAccount({ prefix: 'words-pseudo' });
    const wrong = { username: email, password: digest('not-it') };
    expect((await post('/api/login', wrong, { 'accept-language': 'pseudo, en;q=0.9' })).body.error.message).toMatch(/^\[Ţĥé éɱáíĺ öŕ þáššŵöŕď .* ~+\]$/);
    expect((await post('/api/login?lang=pseudo', wrong)).status).toBe(400);
  });

  it('is in the language the app sends (its own first, the device’s after), for Brazil’s Portuguese and Arabic', async () => {
    // The header src/i18n/language.ts acceptLanguage() builds: the app's language, then the device's.
    const bad = { first_name: 'Ana', email_address: 'not an address', password: digest('x') };
    expect((await post('/api/register', bad, { 'accept-language': 'pt-BR, en-US;q=0.9' })).body.error.message).toBe('E-mail inválido');
    expect((await post('/api/register', bad, { 'accept-language': 'ar, en-US;q=0.9' })).body.error.message).toBe('بريد إلكتروني غير صالح');
    expect((await post('/api/register', bad, { 'accept-language': 'en, es-ES;q=0.9' })).body.error.message).toBe(FIELD_MESSAGES.invalidEmail);
  });

  it('keeps its placeholders: a wait in seconds, a limit in minutes with the language’s plural', async () => {
    const telephone = '+15550109001';
    await newAccount({ prefix: 'words-code', telephone, verify: false });
    // Asked again at once: a wait in seconds (the answer of a refused resend is the same as a sent one).
    const sent = await post('/api/trigger-mobile-verification', { telephone }, spanish);
    expect(sent.body.message).toBe('Te hemos enviado un código de 6 dígitos al teléfono.');
    expect(say('es', words(/*i18n*/ 'Please wait {seconds} seconds before asking for a new code.', { seconds: 42 }))).toBe(
      'Espera 42 segundos antes de pedir un código nuevo.',
    );
    const tryAgain = (minutes: number) =>
      words(/*i18n*/ '{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}', {
        minutes,
      });
    expect([1, 2, 5].map((minutes) => say(null, tryAgain(minutes)))).toEqual([
      'Too many attempts. Please try again in 1 minute.',
      'Too many attempts. Please try again in 2 minutes.',
      'Too many attempts. Please try again in 5 minutes.',
    ]);
    expect([1, 2, 5].map((minutes) => say('pl', tryAgain(minutes)))).toEqual([
      'Zbyt wiele prób. Spróbuj ponownie za 1 minutę.',
      'Zbyt wiele prób. Spróbuj ponownie za 2 minuty.',
      'Zbyt wiele prób. Spróbuj ponownie za 5 minut.',
    ]);
  });
});

describe('a refusal before the route', () => {
  it('is in the viewer’s language on /api, and in English on the studio’s API (an operator’s tool in English)', async () => {
    const badJson = (url: string) =>
      server.app.inject({ method: 'POST', url, headers: { ...headers, ...spanish, 'content-type': 'application/json' }, payload: '{' });
    expect((await badJson('/api/login')).json()).toEqual({ error: { message: 'El cuerpo de la solicitud no es un JSON válido.' } });
    expect((await badJson('/studio-api/sign-in')).json().error.message).toBe('The request body is not valid JSON.');
  });
});

describe('e-mail and SMS', () => {
  it('are Spanish when the sign-up asked in Spanish: the answer, the verification e-mail and its link, the phone code', async () => {
    const email = 'ana.words@example.org';
    const telephone = '+15550109002';
    const registered = await post(
      '/api/register',
      { first_name: 'Ana', last_name: 'Ávila', username: email, email_address: email, telephone, password: digest('clave-1') },
      spanish,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.message).toBe('Revisa tu bandeja de entrada y confirma tu correo electrónico para continuar......');
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe('Confirma tu cuenta de Lumen');
    expect(mail!.body).toMatch(/^Hola, Ana:\n\n¡Te damos la bienvenida a Lumen!/);
    expect(mail!.body).toMatch(/\nhttp:\/\/localhost:8080\/emailverify\?uid=ana\.words%40example\.org&token=[\w-]+\n/);
    expect(mail!.body).toMatch(/Que Dios te bendiga,\nEl equipo de Lumen$/);
    const [sms] = await outbox(telephone);
    expect(sms!.subject).toBe('Código de verificación de Lumen');
    const code = await lastCode(telephone);
    expect(sms!.body).toBe(`Tu código de Lumen es ${code}. Caduca en 10 minutos. No se lo des nunca a nadie.`);
  });

  it('are English, the words they always had, when the request names no language Lumen speaks', async () => {
    const email = 'anne.words@example.org';
    await post(
      '/api/register',
      { first_name: 'Anne', last_name: 'Line', username: email, email_address: email, password: digest('x') },
      { 'accept-language': 'de' },
    );
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe('Confirm your Lumen account');
    expect(mail!.body).toMatch(
      /^Hello Anne,\n\nWelcome to Lumen! Please confirm your e-mail address to start watching:\n\nhttp:\/\/localhost:8080\/emailverify\?/,
    );
    expect(mail!.body).toMatch(/\n\nThe link works for 24 hours\. If you did not sign up, you can ignore this message\.\n\nGod bless,\nThe Lumen team$/);
  });

  it('write a password reset in the language of the request that asked for it', async () => {
    const { email } = await newAccount({ prefix: 'words-reset' });
    const asked = await post('/api/reset', { email }, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(asked.body.message).toBe('Se esiste un account con questa email, ti abbiamo inviato un link per reimpostare la password.');
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe('Reimposta la tua password di Lumen');
    expect(mail!.body).toMatch(
      /^Ciao Maria,\n\nqualcuno \(speriamo tu\) ha chiesto di reimpostare la password del tuo account Lumen\. Scegline una nuova qui:\n\nhttp:\/\/localhost:8080\/resetpassword\?token=/,
    );
  });
});

describe('the server’s catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

  it('give every text in every language, each placeholder filled', () => {
    const problems: string[] = [];
    for (const locale of [...LOCALE_CODES, 'pseudo'] as ServerLocale[]) {
      for (const id of Object.keys(SERVER_CATALOGUES.en)) {
        if (!Object.hasOwn(SERVER_CATALOGUES[locale], id)) problems.push(`${locale}: no "${id}"`);
        // Numbers, which a translation may count by (Polish's and Arabic's plurals), each its own.
        const values = Object.fromEntries(placeholders(id).map((name, index) => [name, 37 + index]));
        const said = say(locale, words(id, values));
        for (const value of Object.values(values)) if (!said.includes(String(value))) problems.push(`${locale}: "${id}" lost ${value}: ${said}`);
        if (locale !== 'en' && said === say('en', words(id, values)) && id !== 'OK') problems.push(`${locale}: "${id}" is the English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('hold the contract’s field texts the server answers with, word for word', () => {
    expect(CONTRACT_TEXTS).toEqual(FIELD_MESSAGES);
    for (const text of Object.values(FIELD_MESSAGES)) expect(isServerText(text)).toBe(true);
  });

  it('leave a text that is not theirs as it is (a validation detail, a name)', () => {
    expect(say('es', 'Invalid body: password is required')).toBe('Invalid body: password is required');
  });
});
