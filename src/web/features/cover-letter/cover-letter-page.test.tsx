import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { CoverLetterPage } from './cover-letter-page.tsx';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*\\*?$`) }) as HTMLInputElement;

function openGenerator(path = '/cover-letter') {
  answer('GET /api/documents', { json: { documents: [], total: 0, nextCursor: null } });
  answer('GET /api/generate', { json: { provider: 'offline', saveHistory: true, quota: { plan: 'free', used: 0, limit: 10, resetsAt: '2026-12-02T00:00:00.000Z' }, aiActions: false, userModels: 'off' } });
  const view = renderScreen(<CoverLetterPage />, { path });
  return { ...view, write: () => view.user.click(screen.getByRole('button', { name: 'Write Cover Letter' })) };
}

describe('cover-letter form', () => {
  it('asks for the company and the role on their fields, the keyboard on the first, and writes nothing', async () => {
    const { user, write } = openGenerator();
    await write();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(field('Company').getAttribute('aria-invalid')).toBe('true');
    expect(field('Role').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Company'));

    // A field filled in loses its message at once; the other keeps it.
    await user.type(field('Company'), 'Datalab');
    await waitFor(() => expect(field('Company').getAttribute('aria-invalid')).toBeNull());
    await write();
    expect(document.activeElement).toBe(field('Role'));
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(requestsTo('POST /api/generate/cover-letter')).toHaveLength(0);
  });

  it('sends the request letterRequestOf makes: trimmed, blanks left out, the kind’s own fields, the typed contact', async () => {
    answer('POST /api/generate/cover-letter', { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    const { user, write } = openGenerator('/cover-letter?template=internship-cover-letter&layout=modern');
    await screen.findByRole('button', { name: 'Write Cover Letter' });
    await user.type(field('Full Name'), ' Sam Lee ');
    await user.type(field('Company'), ' Harbour Homes');
    await user.type(field('Role'), 'Data Intern ');
    await user.type(field('Availability (optional)'), 'June–September 2027');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'formal');
    await write();
    await screen.findByRole('alert');
    expect(requestsTo('POST /api/generate/cover-letter').map((r) => r.body)).toEqual([
      { company: 'Harbour Homes', role: 'Data Intern', tone: 'formal', length: 'standard', template: 'modern', kind: 'internship', availability: 'June–September 2027', contact: { fullName: 'Sam Lee' } },
    ]);
  });
});
