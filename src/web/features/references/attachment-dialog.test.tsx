import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../shared/reference-attachments.ts';
import type { Reference } from '../../../shared/references.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { AttachmentDialog } from './attachment-dialog.tsx';

// Pasting a text to attach: checked before it is sent, kept on a refusal.
// Files, and the way the keyboard goes, are e2e/attachments.e2e.ts's.

const reference: Reference = {
  id: '00000000-0000-4000-8000-000000000001',
  key: 'walker2017',
  kind: 'book',
  item: { type: 'book', title: 'Why We Sleep' },
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};
const path = '/api/references/00000000-0000-4000-8000-000000000001/attachment' as const;
const pasted: Attachment = { name: 'Pasted text', mediaType: 'text/plain', size: 20, pages: null, passages: 1, textStatus: 'text', createdAt: '2026-12-01T00:00:00.000Z' };

/** What the server holds: nothing until a text is attached. */
let held: Attachment | null = null;

async function openPaste() {
  held = null;
  answer(`GET ${path}`, () => ({ json: { attachment: held } }));
  const view = renderScreen(<AttachmentDialog reference={reference} onOpenChange={() => undefined} />, { path: '/references' });
  const dialog = screen.getByRole('dialog', { name: 'Attached text' });
  await within(dialog).findByText('No text is attached to this reference yet.');
  await view.user.click(within(dialog).getByRole('button', { name: 'Paste text' }));
  const box = within(dialog).getByRole('textbox', { name: /^Text to attach/ }) as HTMLTextAreaElement;
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save text' }));
  return { ...view, dialog, box, save };
}

describe('pasting a text to attach', () => {
  it('asks for some text, on the field, before sending; the message goes once the text is edited', async () => {
    const { user, dialog, box, save } = await openPaste();
    await user.type(box, '   ');
    await save();
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(`PUT ${path}/text`)).toHaveLength(0);
    await user.type(box, 'S');
    expect(within(dialog).queryByText('This field is required')).toBeNull();
  });

  it('sends the text as pasted and shows what was attached', async () => {
    answer(`PUT ${path}/text`, () => {
      held = pasted;
      return { json: { attachment: pasted } };
    });
    const { user, dialog, box, save } = await openPaste();
    await user.click(box);
    await user.paste('  Two processes govern sleep.\n');
    await save();
    await within(dialog).findByRole('heading', { name: 'Pasted text' });
    expect(requestsTo(`PUT ${path}/text`).map((r) => r.body)).toEqual([{ text: '  Two processes govern sleep.\n' }]);
  });

  it('a refusal says why and keeps the text in the box', async () => {
    answer(`PUT ${path}/text`, { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    const { user, dialog, box, save } = await openPaste();
    await user.type(box, 'Adenosine builds up while we are awake.');
    await save();
    expect(textOf(await within(dialog).findByRole('alert'))).not.toBe('');
    expect((within(dialog).getByRole('textbox', { name: /^Text to attach/ }) as HTMLTextAreaElement).value).toBe('Adenosine builds up while we are awake.');
  });
});
