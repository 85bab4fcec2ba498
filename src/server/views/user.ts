import type { UserRow } from '../context.ts';

const avatarUrl = (key: string | null) => (key ? `/api/v1/files/avatars/${key}` : null);

/** A user as sent to the storefront: never the password hash. */
export function userJson(u: UserRow) {
  return {
    _id: u.id,
    fullName: u.fullName,
    userName: u.userName,
    name: u.fullName || u.userName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    address: u.address ?? null,
    avatar: avatarUrl(u.avatarKey),
    role: u.role,
    isEmailVerified: u.emailVerifiedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}
