import type { AccountSeed, ClientConfig } from '../config.js';
import { userIdFor } from './ids.js';
import type { Account, Client } from './types.js';

/** The Google accounts that can sign in and the OAuth clients they can sign in to. */
export class Directory {
  private readonly accounts = new Map<string, Account>();
  private readonly clients = new Map<string, Client>();

  addAccount(seed: AccountSeed): Account {
    const email = seed.email.trim().toLowerCase();
    const account: Account = {
      sub: userIdFor(email),
      email,
      emailVerified: seed.emailVerified ?? true,
      givenName: seed.givenName,
      familyName: seed.familyName,
      name: seed.name ?? `${seed.givenName} ${seed.familyName}`,
      picture: seed.picture,
      hostedDomain: seed.hostedDomain,
    };
    this.accounts.set(account.sub, account);
    return account;
  }

  accountBySub(sub: string): Account | undefined {
    return this.accounts.get(sub);
  }

  accountByEmail(email: string): Account | undefined {
    return this.accounts.get(userIdFor(email));
  }

  listAccounts(): Account[] {
    return [...this.accounts.values()];
  }

  addClient(config: ClientConfig): Client {
    const client: Client = { ...config, redirectUris: [...config.redirectUris] };
    this.clients.set(client.clientId, client);
    return client;
  }

  client(clientId: string): Client | undefined {
    return this.clients.get(clientId);
  }

  firstClientId(): string | undefined {
    return this.clients.keys().next().value;
  }

  clear(): void {
    this.accounts.clear();
    this.clients.clear();
  }
}
