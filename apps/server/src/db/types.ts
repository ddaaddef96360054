import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { ColumnType, Generated } from 'kysely';
import type { DomainTables } from './domain-tables.ts';
import type { TestProviderTables } from './test-provider-tables.ts';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean, boolean | undefined, boolean>;
  image: string | null;
  role: 'admin' | 'company' | 'employee' | 'vendor' | 'affiliate' | 'traveller';
  isGuestGuider: ColumnType<boolean, boolean | undefined, boolean>;
  /** The account's language (`en` or `pt-PT`): the pages signed in and the e-mails about the account. */
  locale: ColumnType<TLocale, TLocale | undefined, TLocale>;
  deactivatedAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SessionTable = {
  id: string;
  expiresAt: Date;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

export type AccountTable = {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type EndedSessionTable = {
  token: string;
  userId: string;
  reason: 'deactivated';
  endedAt: Timestamp;
};

/** Sign-in attempts reserved before the password check (0038), per kind and `keyDigest`: never a key in clear. */
export type SignInAttemptTable = {
  kind: 'account-address' | 'account' | 'address';
  keyDigest: string;
  /** The first attempt of the window; the window lasts 15 minutes from it. */
  windowStart: Timestamp;
  count: number;
};

export type RequestThrottleTable = {
  bucket: string;
  key: string;
  windowStart: Timestamp;
  count: Generated<number>;
};

/** A pending e-mail change (migration 0030): the new address waits for its link to be opened. */
export type EmailChangeRequestTable = {
  userId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: Timestamp;
  createdAt: Generated<Timestamp>;
};

export type StoredAttachment = {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid: string | null;
};

export type DevMessageTable = {
  id: Generated<string>;
  channel: 'mail' | 'chat';
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON array of `{ filename, contentType, contentBase64, cid }`. */
  attachments: ColumnType<StoredAttachment[], string | undefined, string>;
  createdAt: Timestamp;
  /** Storage order (bigint): the tie-breaker for messages stored in the same millisecond. */
  seq: Generated<string>;
};

export type DB = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  ended_session: EndedSessionTable;
  sign_in_attempt: SignInAttemptTable;
  request_throttle: RequestThrottleTable;
  email_change_request: EmailChangeRequestTable;
  dev_message: DevMessageTable;
} & DomainTables &
  TestProviderTables;
