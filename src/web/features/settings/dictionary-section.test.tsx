import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortWords } from '../../../shared/dictionary.ts';
import en from '../../locales/en.json';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { DictionarySection } from './dictionary-section.tsx';

const path = '/settings?tab=appearance';
const field = () => screen.getByRole('textbox', { name: new RegExp(`^${en.settings.dictionary.addLabel}`) });
const addButton = () => screen.getByRole('button', { name: en.settings.dictionary.add });
const list = () => screen.getByRole('list', { name: en.settings.dictionary.listLabel });
const removeLabel = (word: string) => en.settings.dictionary.remove.replace('{{word}}', word);

describe('Settings › My dictionary', () => {
  it('says when there are no words yet', async () => {
    answer('GET /api/me/dictionary', { json: { words: [] } });
    renderScreen(<DictionarySection />, { path });
    expect(await screen.findByText(en.settings.dictionary.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: en.settings.dictionary.listLabel })).toBeNull();
  });

  it('says when the words cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    answer('GET /api/me/dictionary', () => (fail ? { status: 503, json: { error: { code: 'service_unavailable', message: 'Down.' } } } : { json: { words: ['Inkwell'] } }));
    const { user } = renderScreen(<DictionarySection />, { path });
    expect(await screen.findByText(en.settings.dictionary.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await within(await screen.findByRole('list', { name: en.settings.dictionary.listLabel })).findByText('Inkwell')).toBeTruthy();
  });

  it('checks a word with the server’s schema before sending it', async () => {
    answer('GET /api/me/dictionary', { json: { words: [] } });
    const { user } = renderScreen(<DictionarySection />, { path });
    await screen.findByText(en.settings.dictionary.empty);
    await user.type(field(), 'two words');
    await user.click(addButton());
    expect(await screen.findByText(en.settings.dictionary.oneWord)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.clear(field());
    await user.type(field(), 'x'.repeat(65));
    await user.click(addButton());
    expect(await screen.findByText(en.settings.dictionary.tooLong.replace('{{count}}', '64'))).toBeTruthy();
    expect(requestsTo('POST /api/me/dictionary')).toHaveLength(0);
  });

  it('adds a word, lists it in order and says so; the field empties for the next word', async () => {
    let words = ['apropos', 'zeitgeist'];
    answer('GET /api/me/dictionary', () => ({ json: { words } }));
    answer('POST /api/me/dictionary', ({ body }) => {
      const { word } = body as { word: string };
      words = sortWords([...words, word]);
      return { status: 201, json: { word } };
    });
    const { user } = renderScreen(<DictionarySection />, { path });
    await screen.findByRole('list', { name: en.settings.dictionary.listLabel });
    await user.type(field(), '  Inkwell ');
    await user.click(addButton());
    expect(await screen.findByText(en.settings.dictionary.added.replace('{{word}}', 'Inkwell'))).toBeTruthy();
    expect(requestsTo('POST /api/me/dictionary').map((r) => r.body)).toEqual([{ word: 'Inkwell' }]);
    await waitFor(() => expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['apropos', 'Inkwell', 'zeitgeist']));
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('does not send a word already there, in any case, and says it is there', async () => {
    answer('GET /api/me/dictionary', { json: { words: ['Inkwell'] } });
    const { user } = renderScreen(<DictionarySection />, { path });
    await screen.findByRole('list', { name: en.settings.dictionary.listLabel });
    await user.type(field(), 'INKWELL');
    await user.click(addButton());
    expect(await screen.findByText(en.settings.dictionary.alreadyThere.replace('{{word}}', 'Inkwell'))).toBeTruthy();
    expect(requestsTo('POST /api/me/dictionary')).toHaveLength(0);
  });

  it('says why the server refused a word, and takes the word back off the list', async () => {
    answer('GET /api/me/dictionary', { json: { words: ['apropos'] } });
    answer('POST /api/me/dictionary', { status: 409, json: { error: { code: 'dictionary_full', message: 'Full.' } } });
    const { user } = renderScreen(<DictionarySection />, { path });
    await screen.findByRole('list', { name: en.settings.dictionary.listLabel });
    await user.type(field(), 'onemore');
    await user.click(addButton());
    expect(await screen.findByText(en.errors.dictionary_full)).toBeTruthy();
    await waitFor(() => expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['apropos']));
  });

  it('removes a word from its own button, named after the word, and sends it URL-encoded', async () => {
    let words = ['and/or', 'Inkwell'];
    answer('GET /api/me/dictionary', () => ({ json: { words } }));
    answer('DELETE /api/me/dictionary/and%2For', () => {
      words = words.filter((word) => word !== 'and/or');
      return { status: 204 };
    });
    const { user } = renderScreen(<DictionarySection />, { path });
    await screen.findByRole('list', { name: en.settings.dictionary.listLabel });
    await user.click(screen.getByRole('button', { name: removeLabel('and/or') }));
    expect(await screen.findByText(en.settings.dictionary.removed.replace('{{word}}', 'and/or'))).toBeTruthy();
    await waitFor(() => expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Inkwell']));
    expect(screen.queryByRole('button', { name: removeLabel('and/or') })).toBeNull();
    expect(document.activeElement).toBe(field());
  });
});
