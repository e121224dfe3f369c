export type ThemeChoice = 'light' | 'dark' | 'system';

const storageKey = 'inkwell.theme';
const darkQuery = '(prefers-color-scheme: dark)';

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice for the next page load, which /theme-init.js applies before the first paint. */
export function storeTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, choice);
  } catch {
    // storage blocked: the theme lasts for this page only
  }
}

/** The same decision /theme-init.js makes before the first paint. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(darkQuery).matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Follows the system preference live while the choice is `system`. */
export function watchSystemTheme(): () => void {
  const media = window.matchMedia(darkQuery);
  const onChange = () => {
    if (storedTheme() === 'system') applyTheme('system');
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
