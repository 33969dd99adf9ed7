const VISITS = 'lite-app:visits';
const COUNTED = 'lite-app:counted';
const DISMISSED = 'lite-app:install-dismissed';

/** Counts this tab's visit once (a reload is the same visit): the install offer waits for the second. */
export function countVisit(): void {
  try {
    if (sessionStorage.getItem(COUNTED)) return;
    sessionStorage.setItem(COUNTED, '1');
    localStorage.setItem(VISITS, String(visits() + 1));
  } catch {
    // private mode: every visit is a first one
  }
}

export function visits(): number {
  try {
    return Number(localStorage.getItem(VISITS)) || 0;
  } catch {
    return 0;
  }
}

export function installDismissedAt(): number | null {
  try {
    const at = Number(localStorage.getItem(DISMISSED));
    return at > 0 ? at : null;
  } catch {
    return null;
  }
}

export function dismissInstall(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED, String(now));
  } catch {
    // private mode: asked again next visit
  }
}
