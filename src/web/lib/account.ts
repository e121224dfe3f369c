import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, Profile } from '../../shared/account.ts';
import { defaultSettings, type ProfileInput, type Settings } from '../../shared/settings.ts';
import { api } from './api.ts';
import { settingsPath, takeEarly } from './early-data.ts';
import { documentKeys } from './documents.ts';

/** What GET /api/me answers. */
export type Account = AccountSummary;
export type { Profile };

const accountKeys = { account: ['account'] as const, settings: ['settings'] as const };

/** The signed-in user's account; `enabled: false` where nobody may be signed in (public pages). */
export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: accountKeys.account, queryFn: ({ signal }) => api<Account>('/api/me', { signal }), enabled: options.enabled ?? true });
}

export function useSettings() {
  // The first run reads the answer asked for with the session (main.tsx), which the saved preferences also read.
  return useQuery({ queryKey: accountKeys.settings, queryFn: ({ signal }) => api<Settings>(settingsPath, { signal, early: takeEarly(settingsPath) }) });
}

/**
 * The privacy choices features obey in the browser (autosave; desktop
 * notifications), with the defaults until the settings have loaded.
 */
export function usePreferences(): Settings {
  return useSettings().data ?? defaultSettings;
}

export function saveSettings(settings: Settings): Promise<Settings> {
  return api<Settings>('/api/settings', { method: 'PUT', json: settings });
}

export function saveProfile(profile: Partial<ProfileInput>): Promise<Profile> {
  return api<Profile>('/api/me/profile', { method: 'PATCH', json: profile });
}

export function uploadAvatar(file: File): Promise<Profile> {
  return api<Profile>('/api/me/avatar', { method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } });
}

export function removeAvatar(): Promise<Profile> {
  return api<Profile>('/api/me/avatar', { method: 'DELETE' });
}

export function deleteAccount(confirmation: { email: string; password: string; code?: string }): Promise<void> {
  return api<void>('/api/me', { method: 'DELETE', json: confirmation });
}

export function setUserPlan(email: string, plan: string): Promise<{ email: string; plan: string; mailed: boolean }> {
  return api('/api/admin/plan', { method: 'PUT', json: { email, plan } });
}

/**
 * After the Pro trial started (lib/trial.ts), what depends on the plan is
 * asked for again: the account, History's lists (every document shows) and
 * the generation quota (`['generation', …]`, use-generation-run.ts).
 */
export function useRefreshAfterTrial(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.account }),
      client.invalidateQueries({ queryKey: documentKeys.lists }),
      client.invalidateQueries({ queryKey: ['generation'] }),
    ]);
  };
}

/** After a save: the cached account/settings become what the server answered. */
export function useAccountCache() {
  const client = useQueryClient();
  return {
    settings: (settings: Settings) => client.setQueryData(accountKeys.settings, settings),
    profile: (profile: Profile) => client.setQueryData<Account>(accountKeys.account, (account) => (account ? { ...account, profile } : account)),
  };
}
