import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshAccount } from '../../testing/accounts.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { ProfilePage } from './profile-page.tsx';

const account = { ...freshAccount, profile: { ...freshAccount.profile, fullName: 'Ada Lovelace' } };
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function openProfile() {
  answer('GET /api/auth/get-session', { json: { user: { id: account.id, email: account.email, name: 'Ada Lovelace' } } });
  answer('GET /api/me', { json: account });
  return renderScreen(<ProfilePage />, { path: '/profile' });
}

describe('profile form', () => {
  it('refuses a web address without http(s) on its field, with the keyboard there, sending nothing', async () => {
    const { user } = openProfile();
    const website = await screen.findByRole('textbox', { name: 'Website' });
    await user.type(website, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Enter a full web address starting with http:// or https://')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(requestsTo('PATCH /api/me/profile')).toHaveLength(0);
  });

  it('sends the three fields as typed, blanks included, and says it is saved', async () => {
    answer('PATCH /api/me/profile', { json: { ...account.profile, bio: 'Writes about engines.', website: 'https://ada.example' } });
    const { user } = openProfile();
    const bio = await screen.findByRole('textbox', { name: /^Bio/ });
    expect(field('Full Name').value).toBe('Ada Lovelace');
    await user.clear(field('Full Name'));
    await user.type(bio, 'Writes about engines. ');
    await user.type(field('Website'), 'https://ada.example');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(textOf(await screen.findByRole('status'))).toBe('Profile updated successfully!');
    expect(requestsTo('PATCH /api/me/profile').map((r) => r.body)).toEqual([{ fullName: '', bio: 'Writes about engines. ', website: 'https://ada.example' }]);
  });

  it('a refused address from the server is said on the field, beside the failure', async () => {
    answer('PATCH /api/me/profile', { status: 400, json: { error: { code: 'validation_failed', message: 'website: bad', field: 'website' } } });
    const { user } = openProfile();
    await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'https://ada.example');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(textOf(await screen.findByRole('alert'))).toBe('Error updating profile. Please try again.');
    expect(screen.getByText('Enter a full web address starting with http:// or https://')).toBeTruthy();
    expect(field('Website').getAttribute('aria-invalid')).toBe('true');
  });
});
