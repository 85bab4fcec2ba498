import { isObject } from './api/types';

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

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads a user from the API; null when the value is not a user at all. */
export function normalizeUser(input: unknown): User | null {
  if (!isObject(input)) return null;
  const _id = str(input._id ?? input.id);
  const email = str(input.email);
  if (!_id && !email) return null;
  const avatar = isObject(input.avatar) ? str(input.avatar.url) : str(input.avatar);
  const address = isObject(input.address)
    ? (input.address as ProfileAddress)
    : typeof input.address === 'string' && input.address
      ? { address: input.address }
      : null;
  const user: User = {
    _id,
    fullName: str(input.fullName) || str(input.name),
    userName: str(input.userName ?? input.username),
    email,
    avatar: avatar || null,
    address,
  };
  if (input.name !== undefined) user.name = str(input.name);
  if (input.phoneNumber !== undefined) user.phoneNumber = str(input.phoneNumber);
  if (input.role !== undefined) user.role = str(input.role);
  if (typeof input.isEmailVerified === 'boolean') user.isEmailVerified = input.isEmailVerified;
  return user;
}

/** The name to greet a shopper by. */
export function displayName(user: Pick<User, 'fullName' | 'name' | 'userName' | 'email'>): string {
  return user.fullName || user.name || user.userName || user.email;
}
