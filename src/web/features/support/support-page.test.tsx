import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { SupportPage } from './support-page.tsx';

const fields = ['Name', 'Email', 'Subject', 'Message'] as const;
type Values = Record<(typeof fields)[number], string>;
const ticket: Values = { Name: 'Grace Hopper', Email: 'grace@example.com', Subject: 'PDF export is blank', Message: 'My resume exports as an empty PDF.' };

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) }) as HTMLInputElement;
const priority = () => screen.getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement;
const valuesOf = () => Object.fromEntries(fields.map((name) => [name, field(name).value]));

function openSupport() {
  // The page asks whether someone is on the live chat as it opens.
  answer('GET /api/chat', { json: { availability: { online: false, hours: null }, conversation: null, accountEmail: null } });
  const view = renderScreen(<SupportPage />, { path: '/support', routes: [{ path: '/help', element: <h1>Help Center</h1> }] });
  const fill = async (values: Values) => {
    for (const name of fields) await view.user.type(field(name), values[name]);
  };
  return { ...view, fill, submit: () => view.user.click(screen.getByRole('button', { name: 'Submit Ticket' })) };
}

describe('support ticket form', () => {
  it('offers Low, Medium and High with Medium chosen, and checks required fields without sending', async () => {
    const { submit } = openSupport();
    expect(priority().value).toBe('medium');
    expect(priority().selectedOptions[0]?.textContent).toBe('Medium');
    expect([...priority().options].map((option) => option.textContent)).toEqual(['Low', 'Medium', 'High']);

    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    for (const name of fields) expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
    expect(requestsTo('POST /api/support/tickets')).toHaveLength(0);
  });

  it('a failed ticket shows the error, keeps every value and stays on the page', async () => {
    answer('POST /api/support/tickets', { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    const { fill, submit, user, router } = openSupport();
    await fill(ticket);
    await user.selectOptions(priority(), 'low');
    await submit();
    expect(textOf(await screen.findByRole('alert'))).toBe('Error submitting ticket. Please try again.');
    expect(valuesOf()).toEqual(ticket);
    expect(priority().value).toBe('low');
    expect(router.state.location.pathname).toBe('/support');
    expect(screen.queryByText('Support ticket submitted successfully!')).toBeNull();
  });
});
