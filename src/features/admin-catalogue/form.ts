import type { CategoryInput } from './admin-catalogue.api';

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
