import { openApplicationStatuses, type ApplicationRecord } from '../../../shared/applications.ts';

/**
 * What an application's follow-up date says today: 'due' on or after the
 * day (the reminder mail goes out then), 'planned' before it, nothing when
 * there is none or the application is closed.
 */
export function followUpState(application: Pick<ApplicationRecord, 'followUpOn' | 'status'>, today: string): 'due' | 'planned' | undefined {
  if (!application.followUpOn || !openApplicationStatuses.includes(application.status)) return undefined;
  return application.followUpOn <= today ? 'due' : 'planned';
}
