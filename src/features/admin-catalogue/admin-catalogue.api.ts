// The back-office's calls for categories and review moderation (docs/api.md, "Back-office"), made by
// the admin pages while they render, with the admin's own cookies (`Astro.locals.admin.api`).
import { isApiError, type ApiClient } from '@/lib/api/client';
import type { Pagination } from '@/lib/api/types';

export type StaffCategory = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  status: 'active' | 'inactive';
  productCount: number;
  position: number;
  oldSlugs?: string[];
};

export type CategoryInput = { name?: string; description?: string; image?: string | null; status?: 'active' | 'inactive' };

export type StaffReview = {
  _id: string;
  rating: number;
  title: string;
  comment: string;
  hidden: boolean;
  createdAt: string;
  user: { _id: string; name: string };
  product: { _id: string; name: string; slug: string };
};

export type ReviewQuery = { rating?: string; product?: string; hidden?: string; page?: string };

const path = (id: string) => `/admin/categories/${encodeURIComponent(id)}`;

export const listStaffCategories = async (api: ApiClient) => (await api.get<{ categories: StaffCategory[] }>('/admin/categories')).data.categories;

/**
 * The pictures a category's form offers (the shipped ones and those categories have now), with the
 * categories, whose names label them (pictureChoices).
 */
export const staffCategoryPictures = async (api: ApiClient) => (await api.get<{ pictures: string[]; categories: StaffCategory[] }>('/admin/categories')).data;

/** The category for an admin page, or null when there is none (the page's 404). */
export async function findStaffCategory(api: ApiClient, id: string): Promise<StaffCategory | null> {
  try {
    return (await api.get<StaffCategory>(path(id))).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const createStaffCategory = async (api: ApiClient, body: CategoryInput) => (await api.post<StaffCategory>('/admin/categories', { body })).data;
export const updateStaffCategory = async (api: ApiClient, id: string, body: CategoryInput) => (await api.patch<StaffCategory>(path(id), { body })).data;
/** Sends one picture file; it becomes the category's image (POST /admin/categories/{id}/image). */
export async function uploadStaffCategoryImage(api: ApiClient, id: string, file: File) {
  const body = new FormData();
  body.append('image', file, file.name);
  return (await api.post<StaffCategory>(`${path(id)}/image`, { body })).data;
}
export const reorderStaffCategories = async (api: ApiClient, ids: string[]) => (await api.put<{ categories: StaffCategory[] }>('/admin/categories/order', { body: { ids } })).data;

export async function listStaffReviews(api: ApiClient, query: ReviewQuery) {
  const { data } = await api.get<{ reviews: StaffReview[]; pagination: Pagination }>('/admin/reviews', { query: { ...query, limit: 20 } });
  return data;
}

export async function moderateReview(api: ApiClient, id: string, action: 'hide' | 'unhide' | 'delete') {
  const at = `/admin/reviews/${encodeURIComponent(id)}`;
  if (action === 'delete') return api.delete(at);
  return api.post(`${at}/${action}`);
}

