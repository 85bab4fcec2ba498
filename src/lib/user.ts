import { isObject } from './api/types';
import { readString } from './read';

/** The profile form's address (SPEC.md section 3), distinct from saved delivery addresses. */
export type ProfileAddress = {
  address?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
};

export type User = {
  _id: string;
  fullName: string;
  userName: string;
  name?: string;
  email: string;
  phoneNumber?: string;
  address?: ProfileAddress | null;
  /** Avatar image URL, or null when the shopper has none. */
  avatar?: string | null;
  role?: string;
  isEmailVerified?: boolean;
};

// Fields are kept as sent, untrimmed.
const AS_SENT = { trim: false } as const;

/** Reads a user from the API; null when the value is not a user at all. */
export function normalizeUser(input: unknown): User | null {
  if (!isObject(input)) return null;
  const _id = readString(input._id ?? input.id, AS_SENT);
  const email = readString(input.email, AS_SENT);
  if (!_id && !email) return null;
  const avatar = isObject(input.avatar) ? readString(input.avatar.url, AS_SENT) : readString(input.avatar, AS_SENT);
  const address = isObject(input.address)
    ? (input.address as ProfileAddress)
    : typeof input.address === 'string' && input.address
      ? { address: input.address }
      : null;
  const user: User = {
    _id,
    fullName: readString(input.fullName, AS_SENT) || readString(input.name, AS_SENT),
    userName: readString(input.userName ?? input.username, AS_SENT),
    email,
    avatar: avatar || null,
    address,
  };
  if (input.name !== undefined) user.name = readString(input.name, AS_SENT);
  if (input.phoneNumber !== undefined) user.phoneNumber = readString(input.phoneNumber, AS_SENT);
  if (input.role !== undefined) user.role = readString(input.role, AS_SENT);
  if (typeof input.isEmailVerified === 'boolean') user.isEmailVerified = input.isEmailVerified;
  return user;
}

/** The name to greet a shopper by. */
export function displayName(user: Pick<User, 'fullName' | 'name' | 'userName' | 'email'>): string {
  return user.fullName || user.name || user.userName || user.email;
}
