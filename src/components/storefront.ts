// The storefront's behaviour on every page (decision 085): the header's menus, account and cart
// buttons, the cards' Add to Cart and the toaster's loader. With the code they share
// (src/build/storefront-chunk.ts) it is one file, which ./storefront-loader.ts imports once the
// page has painted (decision 094).
import '@/components/category-menu';
import '@/components/account-buttons';
import '@/components/cart-button';
import '@/features/catalogue/card-add-to-cart';
import '@/components/toaster-loader';
