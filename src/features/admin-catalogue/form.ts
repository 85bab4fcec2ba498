import type { CategoryInput } from './admin-catalogue.api';
import { editSince } from '@/lib/edits';

const read = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The category form's fields as the API takes them: an empty image is the placeholder (null). */
export function categoryInput(form: FormData): Required<CategoryInput> {
  return {
    name: read(form, 'name'),
    description: read(form, 'description'),
    image: read(form, 'image').trim() || null,
    status: read(form, 'status') === 'inactive' ? 'inactive' : 'active',
  };
}

/** A form value, or '' (a missing field, or a file). */
export const formText = read;

type CategoryFields = Required<CategoryInput>;

/** A category's fields as its form holds them. */
export const categoryFields = (c: CategoryFields): CategoryFields => ({ name: c.name, description: c.description, image: c.image, status: c.status });

/**
 * The notice after a step on a category's page (`?done=`), for the category as it now is: an
 * inactive category is not in the shop, so its new picture is not shown there yet.
 */
export function categoryNotice(done: string | null, status: CategoryFields['status']): string | null {
  if (done === 'saved') return 'Category saved.';
  if (done === 'uploaded') return status === 'active' ? 'Picture uploaded: the shop shows it now.' : 'Picture uploaded. The shop shows it when the category is active.';
  return null;
}

/** The form as it was shown, sent back in a hidden field (`shown`, decision 107); null when missing or not one. */
export function readShownCategory(form: FormData): CategoryFields | null {
  try {
    const parsed = JSON.parse(read(form, 'shown') || 'null') as Partial<CategoryFields> | null;
    if (!parsed || typeof parsed.name !== 'string' || typeof parsed.description !== 'string') return null;
    if (parsed.image !== null && typeof parsed.image !== 'string') return null;
    return { name: parsed.name, description: parsed.description, image: parsed.image, status: parsed.status === 'inactive' ? 'inactive' : 'active' };
  } catch {
    return null;
  }
}

/**
 * What a save from the category form changes (decision 107, `editSince`), and `values`: the form to
 * show again after a conflict, the category as it now is with this edit's fields as typed.
 */
export function editedCategory(typed: CategoryFields, shown: CategoryFields, now: CategoryFields) {
  const { body, conflicts } = editSince(typed, shown, now);
  return { body: body as CategoryInput, conflicts, values: { ...now, ...body } };
}
