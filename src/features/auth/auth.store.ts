import { persistentJSON } from '@nanostores/persistent';

// Stub for the layout; the storefront core (issue 4) replaces it, keeping these names.
export type User = { _id: string; fullName: string; userName: string; email: string; avatar?: string; role?: string };
export const $user = persistentJSON<User | null>('auth-store', null);
