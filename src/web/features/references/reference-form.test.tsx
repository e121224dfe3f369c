import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reference } from '../../../shared/references.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { ReferenceForm } from './reference-form.tsx';

// The Add/Edit reference dialog against stand-ins for the library's endpoints:
// what it checks before sending, what it sends, and what it keeps on a failure.

const saved: Reference = {
  id: '00000000-0000-4000-8000-000000000001',
  key: 'smith2020',
  kind: 'article-journal',
  item: { type: 'article-journal', title: 'Sleep and memory', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020]] }, 'container-title': 'Sleep' },
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

function openForm(editing: Reference | null = null) {
  let open = true;
  const view = renderScreen(<ReferenceForm open onOpenChange={(next) => (open = next)} editing={editing} />, { path: '/references' });
  const dialog = () => screen.getByRole('dialog');
  const field = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
  return { ...view, dialog, field, isOpen: () => open };
}

describe('the Add reference form', () => {
  it('asks for a title on its field before sending anything, and the message goes once the title is edited', async () => {
    const { user, dialog, field } = openForm();
    await user.type(field('Family name 1'), 'Smith');
    await user.click(within(dialog()).getByRole('button', { name: 'Add reference' }));
    expect(await within(dialog()).findByText('This field is required')).toBeTruthy();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('POST /api/references')).toHaveLength(0);

    await user.type(field(/^Title/), 'S');
    expect(within(dialog()).queryByText('This field is required')).toBeNull();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the item the kind’s fields make, authors in order, with the key asked for, then closes', async () => {
    answer('POST /api/references', { status: 201, json: { ...saved, key: 'smith2020' } });
    const { user, dialog, field, isOpen } = openForm();
    await user.type(field('Family name 1'), 'Smith');
    await user.type(field('Given names 1'), 'Jane A.');
    await user.click(within(dialog()).getByRole('button', { name: 'Add author' }));
    await user.type(field('Family name 2'), 'Lee');
    await user.type(field(/^Title/), '  The effects of sleep  ');
    await user.type(field('Year'), '2020');
    await user.type(field(/^Published in/), 'Journal of Sleep Research');
    await user.type(field('Pages'), '101-115');
    await user.type(field('Citation key (optional)'), ' smith2020 ');
    await user.click(within(dialog()).getByRole('button', { name: 'Add reference' }));

    await expect.poll(() => requestsTo('POST /api/references').length).toBe(1);
    expect(requestsTo('POST /api/references')[0]!.body).toEqual({
      item: {
        type: 'article-journal',
        title: 'The effects of sleep',
        author: [{ family: 'Smith', given: 'Jane A.' }, { family: 'Lee' }],
        issued: { 'date-parts': [[2020]] },
        'container-title': 'Journal of Sleep Research',
        page: '101-115',
      },
      key: 'smith2020',
    });
    await expect.poll(isOpen).toBe(false);
  });

  it('an edited book asks for an editor instead of authors; an organisation is one name', async () => {
    answer('POST /api/references', { status: 201, json: saved });
    const { user, dialog, field } = openForm();
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Kind of source' }), 'edited-book');
    expect(within(dialog()).queryByRole('group', { name: 'Authors' })).toBeNull();
    await user.click(within(within(dialog()).getByRole('group', { name: 'Editors' })).getByRole('checkbox', { name: 'An organisation' }));
    await user.type(field('Organisation 1'), 'World Health Organization');
    await user.type(field(/^Title/), 'Sleep guidelines');
    await user.click(within(dialog()).getByRole('button', { name: 'Add reference' }));
    await expect.poll(() => requestsTo('POST /api/references').length).toBe(1);
    expect(requestsTo('POST /api/references')[0]!.body).toEqual({ item: { type: 'book', title: 'Sleep guidelines', editor: [{ literal: 'World Health Organization' }] } });
  });

  it('a DOI fills the form and keeps the key asked for; a refusal says why and keeps what was typed', async () => {
    answer('POST /api/references/doi', { json: { kind: 'article-journal', item: saved.item } });
    answer('POST /api/references', { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    const { user, dialog, field, isOpen } = openForm();
    await user.type(field('Citation key (optional)'), 'mine');
    await user.type(field(/^DOI \(optional\)/), '10.1000/xyz');
    await user.click(within(dialog()).getByRole('button', { name: 'Fill from DOI' }));
    await expect.poll(() => field(/^Title/).value).toBe('Sleep and memory');
    expect(requestsTo('POST /api/references/doi')[0]!.body).toEqual({ doi: '10.1000/xyz' });
    expect(field('Family name 1').value).toBe('Smith');
    expect(field('Citation key (optional)').value).toBe('mine');

    await user.click(within(dialog()).getByRole('button', { name: 'Add reference' }));
    expect(textOf(await within(dialog()).findByRole('alert'))).toBe('Something went wrong on our side. Please try again.');
    expect(field(/^Title/).value).toBe('Sleep and memory');
    expect(isOpen()).toBe(true);
  });
});

describe('the Edit reference form', () => {
  it('starts from the reference and sends only its item', async () => {
    answer('PATCH /api/references/00000000-0000-4000-8000-000000000001', { json: saved });
    const { user, dialog, field } = openForm(saved);
    expect(field(/^Title/).value).toBe('Sleep and memory');
    expect(within(dialog()).queryByRole('textbox', { name: 'Citation key (optional)' })).toBeNull();
    await user.clear(field(/^Title/));
    await user.type(field(/^Title/), 'Sleep and learning');
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => requestsTo('PATCH /api/references/00000000-0000-4000-8000-000000000001').length).toBe(1);
    expect(requestsTo('PATCH /api/references/00000000-0000-4000-8000-000000000001')[0]!.body).toEqual({ item: { ...saved.item, title: 'Sleep and learning' } });
  });
});
