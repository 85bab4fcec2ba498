import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { $addingToCart, addToCart } from '@/features/cart/cart.store';
import { productImageSrcset } from '@/lib/images';
import { formatRupees } from '@/lib/money';
import { navigate } from '@/lib/navigate';
import { SEARCH_MAX_LENGTH } from '@/shared/search';
import { headerSearch, isSearchable, searchResultsUrl } from './search.store';

type Props = {
  /** The input's id: the header has one box for desktop and one for phones. */
  id: string;
  /** The term already searched for (the results page), shown in the box to refine it. */
  term?: string;
};

/**
 * The header search. The server renders a plain GET form to /products?search=…, which works
 * without JavaScript; once hydrated it suggests up to 6 products after a 300 ms pause.
 */
export default function SearchBox({ id, term = '' }: Props) {
  const search = useStore(headerSearch.$search);
  const adding = useStore($addingToCart);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = `${id}-results`;

  // Text typed before hydration still counts (the results page's own term, untouched, is no new search).
  useEffect(() => {
    const text = input.current?.value ?? '';
    if (isSearchable(text) && text !== term && document.activeElement === input.current) {
      headerSearch.setQuery(text);
      setOpen(true);
    }
  }, []);

  // A click or tap outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-search-item]') ?? [])];

  // Set while close() hands focus back to the input, so that focus does not reopen the list.
  const closing = useRef(false);
  const close = (focusInput: boolean) => {
    setOpen(false);
    if (focusInput) {
      closing.current = true;
      input.current?.focus();
      closing.current = false;
    }
  };

  const onInput = (text: string) => {
    headerSearch.setQuery(text);
    setOpen(isSearchable(text));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value ?? '';
    if (!isSearchable(text)) return;
    setOpen(false);
    navigate(searchResultsUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = items();
    if (!open || list.length === 0) return;
    event.preventDefault();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') list[Math.min(current + 1, list.length - 1)]?.focus();
    else if (current <= 0) input.current?.focus();
    else list[current - 1]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving to something outside the box (Tab past the last result) closes it. Focus simply
    // dropped (a button disabled while it works, a click on plain text) is left to the outside click.
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  const showPanel = open && search.status !== 'idle';

  return (
    <div ref={root} className="relative w-full" onKeyDown={onKeyDown} onBlur={onBlur}>
      <form action="/products" method="get" role="search" aria-label="Products" className="relative w-full" onSubmit={onSubmit}>
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          ref={input}
          id={id}
          name="search"
          type="search"
          minLength={2}
          maxLength={SEARCH_MAX_LENGTH}
          required
          autoComplete="off"
          defaultValue={term}
          placeholder="Search spices, papads…"
          className="field-input rounded-full pr-12"
          aria-controls={showPanel ? panelId : undefined}
          onInput={(event) => onInput(event.currentTarget.value)}
          onFocus={(event) => {
            if (!closing.current) setOpen(isSearchable(event.currentTarget.value));
          }}
        />
        <button
          type="submit"
          className="search-submit"
          aria-label="Search"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5"></circle>
            <path d="M20 20l-4.2-4.2"></path>
          </svg>
        </button>
      </form>

      {showPanel && (
        <div
          id={panelId}
          role="region"
          aria-labelledby={`${panelId}-heading`}
          className="absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-full md:w-[max(100%,28rem)] overflow-y-auto rounded-2xl border border-cream-300 bg-white p-3 shadow-xl"
          data-testid="search-results"
        >
          <h2
            id={`${panelId}-heading`}
            className="px-2 pb-2 font-sans text-sm font-semibold tracking-wide text-earth-600 uppercase"
          >
            Search results
          </h2>
          <div role="status" className="px-2">
            {search.status === 'loading' && <p className="py-2 text-earth-700">Searching...</p>}
            {search.status === 'ready' && search.products.length === 0 && (
              <p className="py-2 text-earth-700">No products found.</p>
            )}
          </div>
          {search.products.length > 0 && (
            <ul
              className={`flex flex-col ${search.status === 'loading' ? 'opacity-60' : ''}`}
              aria-busy={search.status === 'loading'}
            >
              {search.products.map((product) => (
                <li
                  key={product._id}
                  className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-cream-100"
                  data-testid="search-result"
                >
                  <img
                    src={product.image}
                    srcSet={productImageSrcset(product.image)}
                    sizes="48px"
                    width={48}
                    height={48}
                    alt=""
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg bg-cream-200 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <a
                      href={`/product/${encodeURIComponent(product._id)}`}
                      className="line-clamp-2 font-semibold leading-snug text-earth-900 hover:underline"
                      data-search-item
                    >
                      {product.name}
                    </a>
                    <p className="text-sm text-earth-700">{formatRupees(product.price)}</p>
                  </div>
                  {/* Locked with aria-disabled while its call runs, not `disabled`: focus stays on it and
                      the list stays open for the next product, rather than dropping to the page's body. */}
                  <button
                    type="button"
                    className="btn-outline min-h-9 shrink-0 px-3"
                    onClick={() => !adding.includes(product._id) && void addToCart(product._id, 1, { source: 'search' })}
                    aria-disabled={adding.includes(product._id) || undefined}
                    aria-busy={adding.includes(product._id) || undefined}
                    aria-label={`Add ${product.name} to cart`}
                  >
                    Add
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 border-t border-cream-300 px-2 pt-3">
            <button
              type="button"
              className="btn-ghost w-full"
              onClick={() => navigate(searchResultsUrl(search.term))}
              data-search-item
            >
              View all results
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
