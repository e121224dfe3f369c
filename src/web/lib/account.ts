import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultSettings, type ProfileInput, type Settings } from '../../shared/settings.ts';
import { api } from './api.ts';

/** What GET /api/me answers (src/server/features/account/service.ts). */
export interface Account {
  id: string;
  email: string;
  emailVerified: boolean;
  plan: string;
  role: string;
  profile: { fullName: string | null; avatarUrl: string | null; bio: string | null; website: string | null; updatedAt: string };
}
export type Profile = Account['profile'];

export const accountKeys = { account: ['account'] as const, settings: ['settings'] as const };

export function useAccount() {
  return useQuery({ queryKey: accountKeys.account, queryFn: ({ signal }) => api<Account>('/api/me', { signal }) });
}

export function useSettings() {
  return useQuery({ queryKey: accountKeys.settings, queryFn: ({ signal }) => api<Settings>('/api/settings', { signal }) });
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

export function deleteAccount(email: string): Promise<void> {
  return api<void>('/api/me', { method: 'DELETE', json: { email } });
}

export function setUserPlan(email: string, plan: string): Promise<{ email: string; plan: string; mailed: boolean }> {
  return api('/api/admin/plan', { method: 'PUT', json: { email, plan } });
}

/** After a save: the cached account/settings become what the server answered. */
export function useAccountCache() {
  const client = useQueryClient();
  return {
    settings: (settings: Settings) => client.setQueryData(accountKeys.settings, settings),
    profile: (profile: Profile) => client.setQueryData<Account>(accountKeys.account, (account) => (account ? { ...account, profile } : account)),
  };
}
