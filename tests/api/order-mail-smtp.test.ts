import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, makeAdmin, signUp, type TestShop } from './harness.ts';

/**
 * The order mails over real SMTP: a local SMTP server (the smtp-server package) started here, and
 * the shop's own mailer (nodemailer, SMTP_URL) talking to it, as a production shop would.
 */
type Received = { from: string; to: string[]; raw: string };

/** The message as a reader sees it: headers and both parts, quoted-printable decoded. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];
let server: SMTPServer;
let shop: TestShop;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  shop = await createTestShop({ realMailer: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Gramin Rasoi <orders@shop.test>' } });
});
afterAll(async () => {
  await shop?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe('order mails over SMTP', () => {
  it('sends the shopper the shipped mail with carrier, tracking number and the link to the order', async () => {
    const staff = await signUp(shop);
    await makeAdmin(shop, staff.user._id);
    const { client, user } = await signUp(shop, { fullName: 'Kavita Jadhav' });
    const addressId = (await client.post('/address/create-address', { json: { name: 'Kavita Jadhav', phoneNumber: '9876543210', address: '4 Gandhi Chowk', zipCode: '416003', state: 'Maharashtra', country: 'India' } })).body.data._id;
    await client.post('/cart/add-cart', { json: { productId: 'p-udid-papad', quantity: 1 } });
    const order = (await client.post('/orders', { json: { addressId, paymentMethod: 'cod' } })).body.data;
    expect(order.paymentMethod).toBe('cod');
    for (const json of [{ action: 'process' }, { action: 'ship', carrier: 'Shree Maruti Courier', trackingNumber: 'SMC-7781-2025' }]) {
      const res = await staff.client.post(`/admin/orders/${order._id}/actions`, { json });
      expect(res.status, res.text).toBe(200);
    }

    // Sent after the change is committed and before the answer: here once the answer is.
    const mine = received.filter((m) => m.to.includes(user.email) && subjectOf(m.raw)?.includes(order.orderNumber));
    expect(mine.map((m) => subjectOf(m.raw))).toEqual([`Your order ${order.orderNumber} is placed`, `Your order ${order.orderNumber} is on its way`]);
    expect(mine[0]!.from).toBe('orders@shop.test');
    expect(decoded(mine[0]!.raw)).toContain('you pay in cash when it is delivered');
    const shipped = decoded(mine[1]!.raw);
    expect(shipped).toContain('Hello Kavita Jadhav,');
    expect(shipped).toContain(`Your order ${order.orderNumber} has been shipped with Shree Maruti Courier.`);
    expect(shipped).toContain('Tracking number: SMC-7781-2025');
    expect(shipped).toContain(`href="http://shop.test/account/orders/viewOrderDetails?id=${order._id}"`);
    // Signed with the name the shopper knows from the shop's pages, in both parts.
    expect(shipped).toMatch(/\r?\n\r?\nGramin Rasoi\r?\n/);
    expect(shipped).toContain('<p>Gramin Rasoi</p>');
    expect(shipped).not.toContain('Handcrafted Food Shop');
  });
});
