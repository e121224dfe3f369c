import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

const required = 'This field is required';
const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`)) as HTMLInputElement;

/** The text an input's aria-describedby points at (its hint or error), as a screen reader reads it. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function expectFieldError(name: string, message: string): void {
  expect(input(name).getAttribute('aria-invalid'), name).toBe('true');
  expect(description(input(name)), name).toBe(message);
}

describe('sign-up form', () => {
  it('mismatched passwords show "Passwords do not match" and send nothing; matching ones are sent', async () => {
    answer('POST /api/auth/sign-up/email', { json: { token: null, user: { id: 'u1', email: 'mismatch@example.com' } } });
    const { user, router } = renderScreen(<SignupPage />, { path: '/signup', routes: [{ path: '/login', element: <h1>Sign in to Inkwell</h1> }] });
    await user.type(input('Email'), 'mismatch@example.com');
    await user.type(input('Password'), 'first-password-1');
    await user.type(input('Confirm password'), 'second-password-2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Passwords do not match');
    expectFieldError('Confirm password', 'Passwords do not match');
    expect(requestsTo('POST /api/auth/sign-up/email')).toEqual([]);
    expect(router.state.location.pathname).toBe('/signup');

    // The same form with matching passwords does reach the server (the check above is the form's, not a dead button).
    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'first-password-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Sign in to Inkwell' });
    expect(requestsTo('POST /api/auth/sign-up/email')).toHaveLength(1);
  });

  it('an empty form shows "This field is required" on every field and sends nothing', async () => {
    const { user } = renderScreen(<SignupPage />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText(required)).toHaveLength(3);
    for (const name of ['Email', 'Password', 'Confirm password']) expectFieldError(name, required);
    expect(requestsTo('POST /api/auth/sign-up/email')).toEqual([]);
  });
});

describe('sign-in form', () => {
  it('an empty form shows "This field is required" on both fields and sends nothing', async () => {
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    expectFieldError('Email', required);
    expectFieldError('Password', required);
    expect(requestsTo('POST /api/auth/sign-in/email')).toEqual([]);
  });
});
