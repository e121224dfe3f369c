import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { freshAccount } from '../../testing/accounts.ts';
import { answer } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { SubscriptionTab } from './subscription-tab.tsx';

/** A new account on the free plan, its trial not started, and its empty attachment storage. */
function answerFreshAccount() {
  answer('GET /api/me', { json: freshAccount });
  answer('GET /api/references/storage', { json: { used: 0, limit: 104_857_600, files: 0 } });
}

describe('Settings › Subscription', () => {
  it('shows the Free Plan, Monthly $9.99 and Annual $99.99 (Best Value, Save $19.89 (17%)) and the way to Pricing, and no administrator form', async () => {
    answerFreshAccount();
    renderScreen(<SubscriptionTab plan="free" isAdmin={false} />, { path: '/settings?tab=subscription' });
    expect(screen.getByText(en.settings.subscription.current)).toBeTruthy();
    expect(screen.getByText('Free Plan')).toBeTruthy();
    const monthly = screen.getByRole('region', { name: en.settings.subscription.monthly });
    const annual = screen.getByRole('region', { name: en.settings.subscription.annual });
    expect(textOf(monthly)).toBe('Monthly$9.99/monthUpgrade Now');
    expect(textOf(annual)).toBe('Best ValueAnnual$99.99/yearSave $19.89 (17%)Choose Annual');
    expect(screen.getByRole('link', { name: en.settings.subscription.comparePlans }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('heading', { name: en.settings.admin.title })).toBeNull();
    // Its requests answered before the test ends (the storage line, the trial's offer).
    await screen.findByText(/of 100 MB/);
  });

  it('buying says payments are not enabled; Escape or Close shuts the dialog and gives the focus back to the button', async () => {
    answerFreshAccount();
    const { user } = renderScreen(<SubscriptionTab plan="free" isAdmin={false} />, { path: '/settings?tab=subscription' });
    await screen.findByText(/of 100 MB/);
    const upgrade = within(screen.getByRole('region', { name: en.settings.subscription.monthly })).getByRole('button', { name: 'Upgrade Now' });
    await user.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: 'Payments are not enabled' });
    expect(within(dialog).getByText(en.settings.subscription.paymentsOff)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(upgrade));

    const chooseAnnual = within(screen.getByRole('region', { name: en.settings.subscription.annual })).getByRole('button', { name: 'Choose Annual' });
    await user.click(chooseAnnual);
    const again = await screen.findByRole('dialog', { name: 'Payments are not enabled' });
    const closes = within(again).getAllByRole('button', { name: en.common.close });
    await user.click(closes[closes.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(chooseAnnual));
  });
});
