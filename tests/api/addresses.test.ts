import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorMessage, signUp, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const home = {
  name: 'Sneha Kulkarni',
  phoneNumber: '+91 98220 00000',
  address: '21 Shaniwar Peth, Near Temple',
  zipCode: '411030',
  state: 'Maharashtra',
  country: 'India',
};

describe('addresses', () => {
  it('answers 401 to a guest', async () => {
    const guest = shop.client();
    for (const res of await Promise.all([
      guest.get('/address/get-addresses'),
      guest.get('/address/get-address/x'),
      guest.post('/address/create-address', { json: home }),
      guest.put('/address/update-address/x', { json: home }),
      guest.delete('/address/delete-address/x'),
    ])) {
      expect(res.status).toBe(401);
    }
  });

  it('creates an address (201), trimming values, and lists it under data.data', async () => {
    const { client } = await signUp(shop);
    const res = await client.post('/address/create-address', { json: { ...home, name: `  ${home.name}  `, landmark: 'Opp. bus stop' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Address added');
    expect(res.body.data).toEqual({ _id: expect.any(String), ...home, address2: '', landmark: 'Opp. bus stop', createdAt: expect.any(String) });
    const list = await client.get('/address/get-addresses');
    expect(list.body.data.data).toEqual([res.body.data]);
    const one = await client.get(`/address/get-address/${res.body.data._id}`);
    expect(one.body.data).toEqual(res.body.data);
  });

  it.each(['name', 'phoneNumber', 'address', 'zipCode', 'state', 'country'])('requires %s', async (field) => {
    const { client } = await signUp(shop);
    const res = await client.post('/address/create-address', { json: { ...home, [field]: '  ' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/is required\.$/);
    expect((await client.get('/address/get-addresses')).body.data.data).toEqual([]);
  });

  it.each([
    [{ phoneNumber: 'abc' }, 'Please enter a valid phone number.'],
    [{ zipCode: '$$' }, 'Please enter a valid pincode.'],
    [{ state: 7 }, 'State must be text.'],
    [{ address: '<script>alert(1)</script>' }, 'Address must not contain HTML.'],
    [{ name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
  ])('refuses %o', async (change, message) => {
    const { client } = await signUp(shop);
    const res = await client.post('/address/create-address', { json: { ...home, ...change } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(message);
  });

  it('refuses an Indian address without a 6-digit PIN code at zipCode, saving nothing; other countries keep their own codes', async () => {
    const { client } = await signUp(shop);
    for (const zipCode of ['41600', '4160011', '041600', 'AB1234']) {
      const res = await client.post('/address/create-address', { json: { ...home, zipCode } });
      expect(res.status, zipCode).toBe(400);
      expect(errorMessage(res)).toBe('Please enter a valid 6-digit PIN code.');
      expect(res.body.errors).toEqual([{ path: 'zipCode', message: 'Please enter a valid 6-digit PIN code.' }]);
    }
    expect((await client.post('/address/create-address', { json: { ...home, country: ' india ', zipCode: '41600' } })).status).toBe(400);
    expect((await client.get('/address/get-addresses')).body.data.data).toEqual([]);
    expect((await client.post('/address/create-address', { json: { ...home, zipCode: '411 030' } })).status).toBe(201);
    expect((await client.post('/address/create-address', { json: { ...home, state: 'New York', country: 'USA', zipCode: '10001' } })).status).toBe(201);
    expect((await client.post('/address/create-address', { json: { ...home, state: 'Ontario', country: 'Canada', zipCode: 'K1A 0B1' } })).status).toBe(201);
  });

  it('checks a PIN code or country changed with PUT against the other as stored', async () => {
    const { client } = await signUp(shop);
    const id = (await client.post('/address/create-address', { json: home })).body.data._id;
    const pin = await client.put(`/address/update-address/${id}`, { json: { zipCode: '41600' } });
    expect(pin.status).toBe(400);
    expect(pin.body.errors).toEqual([{ path: 'zipCode', message: 'Please enter a valid 6-digit PIN code.' }]);
    const abroad = (await client.post('/address/create-address', { json: { ...home, country: 'USA', zipCode: '10001' } })).body.data._id;
    const back = await client.put(`/address/update-address/${abroad}`, { json: { country: 'India' } });
    expect(back.status).toBe(400);
    expect(errorMessage(back)).toBe('Please enter a valid 6-digit PIN code.');
    const list = (await client.get('/address/get-addresses')).body.data.data as { zipCode: string; country: string }[];
    expect(list.map((a) => `${a.zipCode} ${a.country}`).sort()).toEqual(['10001 USA', '411030 India']);
    expect((await client.put(`/address/update-address/${abroad}`, { json: { country: 'India', zipCode: '110001' } })).status).toBe(200);
  });

  it('updates part of an address with PUT', async () => {
    const { client } = await signUp(shop);
    const created = await client.post('/address/create-address', { json: home });
    const id = created.body.data._id;
    const res = await client.put(`/address/update-address/${id}`, { json: { state: 'Delhi', zipCode: '110001' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Address updated');
    expect(res.body.data).toMatchObject({ ...home, state: 'Delhi', zipCode: '110001' });
    const empty = await client.put(`/address/update-address/${id}`, { json: {} });
    expect(empty.status).toBe(400);
    const blank = await client.put(`/address/update-address/${id}`, { json: { name: '' } });
    expect(errorMessage(blank)).toBe('Name is required.');
  });

  it('deletes an address', async () => {
    const { client } = await signUp(shop);
    const created = await client.post('/address/create-address', { json: home });
    const id = created.body.data._id;
    const res = await client.delete(`/address/delete-address/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Address deleted', data: { _id: id } });
    expect((await client.get(`/address/get-address/${id}`)).status).toBe(404);
    expect((await client.delete(`/address/delete-address/${id}`)).status).toBe(404);
  });

  it("answers 404 for another shopper's address, changing nothing", async () => {
    const owner = await signUp(shop);
    const other = await signUp(shop);
    const id = (await owner.client.post('/address/create-address', { json: home })).body.data._id;
    for (const res of [
      await other.client.get(`/address/get-address/${id}`),
      await other.client.put(`/address/update-address/${id}`, { json: { name: 'Thief' } }),
      await other.client.delete(`/address/delete-address/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe('Address not found');
    }
    expect((await owner.client.get(`/address/get-address/${id}`)).body.data.name).toBe(home.name);
    expect((await other.client.get('/address/get-addresses')).body.data.data).toEqual([]);
  });

  it('answers 404 for malformed ids', async () => {
    const { client } = await signUp(shop);
    for (const id of ["1'%20OR%20'1'%3D'1", '%00', 'a'.repeat(100)]) {
      expect((await client.get(`/address/get-address/${id}`)).status, id).toBe(404);
    }
  });
});
