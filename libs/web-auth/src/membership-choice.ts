import type { MembershipChoice } from '@crescendo/contracts';

/**
 * The school and role the person acts as (decision 0050), kept per tab (sessionStorage: two tabs may act in two
 * schools) with the last choice of any tab as the default of a new one (localStorage). The server checks it
 * on every request; nothing here is trusted.
 */
const key = 'crescendo.membership';

function read(storage: Storage | undefined): MembershipChoice | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { organizationId, role } = value as Record<string, unknown>;
    return typeof organizationId === 'string' && typeof role === 'string'
      ? ({ organizationId, role } as MembershipChoice)
      : null;
  } catch {
    return null;
  }
}

const tab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const device = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The tab's choice, else the last one made in this browser, else none (the server's last used). */
export function storedChoice(): MembershipChoice | null {
  return read(tab()) ?? read(device());
}

/** Keeps the choice for this tab and as the default of the next. */
export function storeChoice(choice: MembershipChoice): void {
  const text = JSON.stringify({ organizationId: choice.organizationId, role: choice.role });
  for (const storage of [tab(), device()]) {
    try {
      storage?.setItem(key, text);
    } catch {
      // Storage full or denied (private browsing): the choice lasts as long as the page.
    }
  }
}

/** Forgets the choice (one the server refused, or a sign-out): the server's last used applies again. */
export function forgetChoice(): void {
  for (const storage of [tab(), device()]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }
}

/** The `X-Crescendo-School` and `X-Crescendo-Role` headers of the stored choice (none without one). */
export function choiceHeaders(): Record<string, string> {
  const choice = storedChoice();
  return choice ? { 'X-Crescendo-School': choice.organizationId, 'X-Crescendo-Role': choice.role } : {};
}
