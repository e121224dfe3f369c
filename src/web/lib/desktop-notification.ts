/**
 * A browser notification for something that finished while the user looked
 * elsewhere (a long generation in a hidden tab). Only when they turned
 * desktop notifications on in Settings and the browser allowed it; clicking
 * it brings the tab back.
 */
export function notifyIfAway(enabled: boolean, title: string, body: string): boolean {
  if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted' || document.visibilityState === 'visible') return false;
  const notification = new Notification(title, { body, tag: 'inkwell-generation' });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  return true;
}
