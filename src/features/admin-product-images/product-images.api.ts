// The images page's calls to the admin API (docs/api.md, "Back-office: product pictures"), made
// while it renders, as the signed-in admin (`Astro.locals.admin.api`).
import { ApiError, isApiError, type ApiClient } from '@/lib/api/client';
import { movePicture, type PictureAction } from './actions';

export type ProductPictures = { _id: string; name: string; slug: string; status: string; images: string[] };

const base = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

/** The product's name and pictures, or null when there is none (an unknown or malformed id: the page's 404). */
export async function findProductPictures(api: ApiClient, id: string): Promise<ProductPictures | null> {
  try {
    const { _id, name, slug, status, images } = (await api.get<ProductPictures>(base(id))).data;
    return { _id, name, slug, status, images };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

type Pictures = { images: string[] };

async function uploadPictures(api: ApiClient, id: string, files: File[]) {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return (await api.post<Pictures>(`${base(id)}/images`, { body })).data.images;
}

const orderPictures = async (api: ApiClient, id: string, images: string[]) =>
  (await api.put<Pictures>(`${base(id)}/images`, { body: { images } })).data.images;

const removePicture = async (api: ApiClient, id: string, image: string) =>
  (await api.delete<Pictures>(`${base(id)}/images`, { query: { image } })).data.images;

/** Runs one of the page's actions; a move of a picture the product no longer has is refused as the API would (409). */
export async function runPictureAction(api: ApiClient, id: string, posted: PictureAction): Promise<void> {
  if (posted.action === 'upload') await uploadPictures(api, id, posted.files);
  else if (posted.action === 'remove') await removePicture(api, id, posted.image);
  else {
    const current = (await findProductPictures(api, id))?.images ?? [];
    const next = movePicture(current, posted.image, posted.action);
    if (!next) throw new ApiError({ status: 409, serverMessage: "That picture is no longer one of this product's pictures. The list below is the current one." });
    await orderPictures(api, id, next);
  }
}
