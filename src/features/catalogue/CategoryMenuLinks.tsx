import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $categories, loadCategories, type CategoryOption } from './categories.store';
import { categorySlug } from '@/lib/slug';

type Props = {
  /** The categories the server rendered the menu with. */
  initial: CategoryOption[];
  variant: 'dropdown' | 'list';
};

/**
 * The links of 'All Categories': 'All products', then each category to /category/{slug}.
 * Hydrated when the menu opens (client:visible).
 */
export default function CategoryMenuLinks({ initial, variant }: Props) {
  const stored = useStore($categories);
  // The server's list shows at once; the store (cached 10 minutes) brings it up to date, which
  // matters on static pages, whose header was rendered when the shop was built.
  useEffect(() => {
    void loadCategories();
  }, []);
  const categories = stored.length > 0 ? stored : initial;
  const link =
    variant === 'dropdown' ? 'block rounded-lg px-3 py-2 hover:bg-cream-200' : 'block rounded-lg px-2 py-2 hover:bg-cream-200';
  return (
    <ul className={variant === 'dropdown' ? 'max-h-[70vh] overflow-y-auto' : 'pl-4'}>
      <li>
        <a className={`${link} font-semibold`} href="/productsList">
          All products
        </a>
      </li>
      {categories.map((category) => (
        <li key={category._id}>
          <a className={link} href={`/category/${categorySlug(category.name)}`}>
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
