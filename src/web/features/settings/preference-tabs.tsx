import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/settings.ts';
import { ToggleRow } from './toggle-row.tsx';

type Notifications = Settings['notifications'];
type Privacy = Settings['privacy'];

/** The browser's answer about desktop notifications, when this page asked. */
type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function NotificationsTab({ value, onChange }: { value: Notifications; onChange: (next: Notifications) => void }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>(currentPermission);

  async function setDesktop(on: boolean) {
    onChange({ ...value, desktop: on });
    // Turning it on is the moment to ask the browser, from the user's own click.
    if (on && permission === 'default') setPermission(await Notification.requestPermission());
  }

  const desktopNote =
    value.desktop && (permission === 'denied' || permission === 'unsupported') ? (
      <p className="mt-2 text-sm text-danger">{t(permission === 'denied' ? 'settings.notifications.desktopBlocked' : 'settings.notifications.desktopUnsupported')}</p>
    ) : null;

  return (
    <div className="divide-y divide-border">
      <ToggleRow
        label={t('settings.notifications.email')}
        description={t('settings.notifications.emailHint')}
        checked={value.email}
        onCheckedChange={(email) => onChange({ ...value, email })}
      />
      <ToggleRow
        label={t('settings.notifications.desktop')}
        description={t('settings.notifications.desktopHint')}
        checked={value.desktop}
        onCheckedChange={(on) => void setDesktop(on)}
        note={desktopNote}
      />
      <ToggleRow
        label={t('settings.notifications.updates')}
        description={t('settings.notifications.updatesHint')}
        checked={value.updates}
        onCheckedChange={(updates) => onChange({ ...value, updates })}
      />
    </div>
  );
}

export function PrivacyTab({ value, onChange }: { value: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useTranslation();
  return (
    <div className="divide-y divide-border">
      <ToggleRow
        label={t('settings.privacy.saveHistory')}
        description={t('settings.privacy.saveHistoryHint')}
        checked={value.saveHistory}
        onCheckedChange={(saveHistory) => onChange({ ...value, saveHistory })}
      />
      <ToggleRow
        label={t('settings.privacy.analytics')}
        description={t('settings.privacy.analyticsHint')}
        checked={value.analytics}
        onCheckedChange={(analytics) => onChange({ ...value, analytics })}
      />
      <ToggleRow
        label={t('settings.privacy.autoSave')}
        description={t('settings.privacy.autoSaveHint')}
        checked={value.autoSave}
        onCheckedChange={(autoSave) => onChange({ ...value, autoSave })}
      />
    </div>
  );
}
