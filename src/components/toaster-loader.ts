// Hooks the toaster into the page: src/lib/toast.ts knows no UI, so the layout tells it what to
// mount at the first toast. React and the toaster download then, not with the page (decision 034);
// when they cannot (offline), the plain stand-in draws the toasts. Loaded on every storefront page
// by the layout's one script (decision 085).

import { onFirstToast, whenToasterUnavailable } from '@/lib/toast';
import { plainToasts } from './plain-toasts';

onFirstToast(() => import('./Toaster').then(({ mountToaster }) => mountToaster()));
whenToasterUnavailable(plainToasts);
