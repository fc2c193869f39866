import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { launchChromium } from './chromium.js';
import { printIfFailed, startE2ePlatform, type E2ePlatform } from './platform.js';
import { sharedPlatform } from './shared-platform.js';
import { signInAt } from './sign-in.js';

/** The browser contexts of one journey file: each a separate visitor, all closed at the end. */
export class Sessions {
  private readonly contexts: BrowserContext[] = [];
  /** Each account's cookies once signed in through the form (`signedInAgain`), kept for the file's life. */
  private readonly signIns = new Map<string, StorageState>();

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
    private readonly contextOptions: BrowserContextOptions = {},
  ) {}

  /** A new visitor: no cookies, an empty cache; `options` add to the journey's (a phone's viewport, say). */
  async newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await this.browser.newContext({ ...this.contextOptions, ...options });
    this.contexts.push(context);
    return context.newPage();
  }

  /** A new visitor who opens `path`, signs in as `email` on the way, and is back in the app. */
  async signedIn(email: string, path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await this.newPage(options);
    await signInAt(page, this.origin, path, email);
    return page;
  }

  /**
   * A new visitor (a context of its own) at `path`, signed in as `email`: through the sign-in form the first
   * time in this file, then with the cookies that sign-in left (the provider's session), as a returning
   * visitor whose browser still holds them. For journeys that look at pages, not at signing in.
   */
  async signedInAgain(email: string, path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const saved = this.signIns.get(email);
    if (!saved) {
      const page = await this.signedIn(email, path, options);
      this.signIns.set(email, await page.context().storageState());
      return page;
    }
    const page = await this.newPage({ ...options, storageState: saved });
    await page.goto(`${this.origin}${path}`);
    return page;
  }

  async close(): Promise<void> {
    for (const context of this.contexts.splice(0)) await context.close();
  }
}

/** A portal's root, as the shell mounts it. */
export const portal = (page: Page, name: 'admin' | 'teacher' | 'student'): Locator =>
  page.locator(`[data-testid="portal-root"][data-portal="${name}"]`);

export interface Journey {
  platform: E2ePlatform;
  sessions: Sessions;
  /** Closes the visitors, the browser, then the platform. */
  close(): Promise<void>;
}

export interface JourneyOptions {
  /**
   * The platform the worker's journey files share (`sharedPlatform`), for a journey that only adds what it reads:
   * new things of its own, under names no other journey uses, and no setting, account, roster or count another
   * file could see change. A journey that changes shared demo state, or asserts it is untouched, has its own.
   */
  shared?: boolean;
}

/** What a journey file runs against: a Chromium, a platform (its own, or the shared one), and its visitors. */
export async function openJourney(
  contextOptions: BrowserContextOptions = {},
  options: JourneyOptions = {},
): Promise<Journey> {
  const browser = await launchChromium();
  try {
    const platform = options.shared ? await sharedPlatform() : await startE2ePlatform();
    const sessions = new Sessions(browser, platform.origin, contextOptions);
    return {
      platform,
      sessions,
      async close() {
        await sessions.close();
        await browser.close();
        // The shared platform outlives the file: only what it said is printed when this file failed.
        if (options.shared) printIfFailed(platform.recentOutput());
        else await platform.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
