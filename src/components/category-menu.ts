// The header's 'All Categories' menus (CategoryMenu.astro): the first time one opens, its links are
// brought up to date from the cached category store. Loaded on every storefront page by the
// layout's one script (decision 085).

import { loadCategories, type CategoryOption } from '@/features/catalogue/categories.store';
import { categorySlug } from '@/shared/slug';

function render(list: HTMLElement, categories: readonly CategoryOption[]): void {
  const items = categories.map((category) => {
    const a = document.createElement('a');
    a.href = `/category/${categorySlug(category.name)}`;
    a.textContent = category.name;
    const li = document.createElement('li');
    li.append(a);
    return li;
  });
  // Keep 'All products' (the first item); replace the categories after it.
  const first = list.firstElementChild;
  list.replaceChildren(...(first ? [first] : []), ...items);
}

async function refresh(menu: HTMLDetailsElement): Promise<void> {
  if (!menu.open) return;
  // The store caches for 10 minutes and asks once however many menus open.
  const categories = await loadCategories();
  const list = menu.querySelector<HTMLElement>('[data-category-links]');
  if (list && categories.length > 0) render(list, categories);
}

for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-category-menu]')) {
  menu.addEventListener('toggle', () => void refresh(menu));
  // Opened before this script arrived (the tap that opened it also brought the script: decision 094).
  void refresh(menu);
}
