import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** Settings › Security: two-factor sign-in, then the account's signed-in sessions. */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
