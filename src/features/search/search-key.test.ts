import { describe, expect, it } from 'vitest';
import { applyKeyboardKey, SEARCH_KEY_MAX, shouldLogSearch, toSearchKey } from './search-key';

describe('toSearchKey', () => {
  it('trims and turns runs of spaces into one hyphen', () => {
    expect(toSearchKey('  holy  rosary ')).toBe('holy-rosary');
    expect(toSearchKey('a\tb')).toBe('a-b');
    expect(toSearchKey('mass')).toBe('mass');
  });
  it('gives no key (no search) for empty or blank input', () => {
    expect(toSearchKey('')).toBeNull();
    expect(toSearchKey('   ')).toBeNull();
  });
  it('gives no key for punctuation alone (the server refuses it), but keeps it beside a word', () => {
    expect(toSearchKey('?')).toBeNull();
    expect(toSearchKey('... !')).toBeNull();
    expect(toSearchKey('“ ”')).toBeNull();
    expect(toSearchKey('rosary!')).toBe('rosary!');
    expect(toSearchKey('Częstochowa')).toBe('Częstochowa');
    expect(toSearchKey('40')).toBe('40');
  });
  it('keeps at most 100 characters, as the server takes', () => {
    expect(toSearchKey('a'.repeat(150))).toHaveLength(100);
  });
});

describe('shouldLogSearch', () => {
  it('logs only keys over 4 characters', () => {
    expect(shouldLogSearch('mass')).toBe(false);
    expect(shouldLogSearch('padua')).toBe(true);
    expect(shouldLogSearch('a-b-c')).toBe(true);
    expect(shouldLogSearch(null)).toBe(false);
  });
  it('counts the key as sent, after trimming', () => {
    expect(shouldLogSearch(toSearchKey('  mass  '))).toBe(false);
  });
});

describe('applyKeyboardKey', () => {
  it('adds characters and spaces, deletes the last one and clears', () => {
    let text = '';
    text = applyKeyboardKey(text, { kind: 'char', char: 'a' });
    text = applyKeyboardKey(text, { kind: 'space' });
    text = applyKeyboardKey(text, { kind: 'char', char: '1' });
    expect(text).toBe('a 1');
    expect(applyKeyboardKey(text, { kind: 'delete' })).toBe('a ');
    expect(applyKeyboardKey(text, { kind: 'clear' })).toBe('');
    expect(applyKeyboardKey('', { kind: 'delete' })).toBe('');
  });
  it('adds no leading or doubled space', () => {
    expect(applyKeyboardKey('', { kind: 'space' })).toBe('');
    expect(applyKeyboardKey('holy ', { kind: 'space' })).toBe('holy ');
  });
});

describe('the on-screen keyboard stops at the longest key', () => {
  it('adds nothing past 100 characters', () => {
    const full = 'a'.repeat(SEARCH_KEY_MAX);
    expect(applyKeyboardKey(full, { kind: 'char', char: 'b' })).toBe(full);
    expect(applyKeyboardKey(full, { kind: 'space' })).toBe(full);
    expect(applyKeyboardKey(full, { kind: 'delete' })).toHaveLength(99);
  });
});
