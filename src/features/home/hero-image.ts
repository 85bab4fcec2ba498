// The hero picture as the page offers it, for the <img> (Hero.astro) and the page's preload
// (pages/index.astro): both must name the same files and sizes, or the browser fetches twice.
import { imageSrcset } from '@/shared/images';

export const HERO_SRC = '/images/hero-1280.webp';
export const HERO_SRCSET = imageSrcset('hero', '/images/hero');
/** The same widths as AVIF, about 56 % of the bytes at the same quality (decision 102): what browsers that take AVIF fetch. */
export const HERO_AVIF_SRCSET = imageSrcset('hero', '/images/hero', 'avif');
/** Its laid-out width: the page's width less `container-page`'s padding (16, then 24 px from 640 px); from 1024 px half the row, at most 612 px. */
export const HERO_SIZES = '(min-width: 1280px) 612px, (min-width: 1024px) calc(50vw - 34px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
