import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { PIN_MESSAGE, PIN_PATTERN } from '../../shared/pincode.ts';
import { deliveryEstimate, serviceablePincodes } from '../delivery/pincodes.ts';
import { badRequest, ok } from '../errors.ts';

/** Public: whether the shop delivers to a PIN code, and in how many days (the shipping step asks). */
export const deliveryRoutes = new Hono<AppEnv>().get('/pincode/:pin', (c) => {
  const pin = c.req.param('pin').trim();
  if (!PIN_PATTERN.test(pin)) throw badRequest(PIN_MESSAGE, [{ path: 'pin', message: PIN_MESSAGE }]);
  const estimate = deliveryEstimate(serviceablePincodes(c.var.deps.env.SERVICEABLE_PINCODES_FILE), pin);
  return ok(c, estimate, estimate.serviceable ? 'We deliver here' : 'We do not deliver here yet');
});
