import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createFakeServer, ok } from '@tests/support/fake-server';
import { getCurrentUser, login, register, updateAvatar } from './users';

function setup() {
  const server = createFakeServer();
  return { server, client: createApiClient({ baseURL: '/api/v1', fetch: server.fetch }) };
}

const user = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };

describe('users calls', () => {
  it('reads the signed-in user from data.user', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/login', ok({ user }));
    expect(await login(client, { email: user.email, password: 'secret1' })).toMatchObject({ _id: 'u1', fullName: 'Asha Patil' });
    expect(server.calls[0]?.body).toEqual({ email: user.email, password: 'secret1' });
  });

  it('also reads a user at the top level of the answer', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/login', { status: 200, body: { statusCode: 200, data: null, user, success: true, message: 'ok' } });
    expect((await login(client, { email: user.email, password: 'secret1' }))?._id).toBe('u1');
  });

  it('gives null when the login answer carries no user', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/login', ok({ token: 'x' }));
    expect(await login(client, { email: user.email, password: 'secret1' })).toBeNull();
  });

  it('reads the current user from data', async () => {
    const { server, client } = setup();
    server.on('GET', '/users/current-user', ok(user));
    expect((await getCurrentUser(client))?.email).toBe('asha@example.com');
  });

  it('registers as JSON without an avatar', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/register', ok({ user }, { message: 'Registered' }));
    const result = await register(client, { fullName: 'Asha Patil', userName: 'asha', email: user.email, password: 'secret1' });
    expect(result.message).toBe('Registered');
    expect(server.calls[0]?.body).toMatchObject({ userName: 'asha' });
  });

  it('registers as multipart with an avatar file', async () => {
    const { server, client } = setup();
    server.on('POST', '/users/register', ok({ user }));
    const avatar = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await register(client, { fullName: 'Asha Patil', userName: 'asha', email: user.email, password: 'secret1', avatar });
    const body = server.calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('userName')).toBe('asha');
    expect(body.get('avatar')).toBeInstanceOf(File);
  });

  it('sends the avatar in the avatar field', async () => {
    const { server, client } = setup();
    server.on('PATCH', '/users/avatar', ok({ ...user, avatar: '/avatars/u1.webp' }));
    const updated = await updateAvatar(client, new File(['x'], 'a.png'));
    expect((server.calls[0]?.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(updated?.avatar).toBe('/avatars/u1.webp');
  });
});
